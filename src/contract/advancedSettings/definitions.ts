import { z } from 'zod';
import { singleLine } from '../text';

/** How a setting's value is written and edited: the console picks its editor by it. */
export type SettingKind = 'boolean' | 'integer' | 'string' | 'choice' | 'list' | 'map';

/** A value any setting may hold. */
export type SettingValue = boolean | number | string | string[] | Record<string, string> | null;

/** One advanced setting: its type (a zod schema), its default and what it does, in one line. */
export interface SettingDefinition<S extends z.ZodType = z.ZodType> {
  kind: SettingKind;
  schema: S;
  defaultValue: z.output<S>;
  /** Whether null is a value (it is the default of the settings that are off unless set). */
  nullable: boolean;
  /** The values a choice may take. */
  choices?: readonly string[];
  /** Bounds of an integer. */
  min?: number;
  max?: number;
  description: string;
}

/** A kind's settings, by key: the table the contract's schemas, the defaults and the console are built from. */
export type SettingTable = Record<string, SettingDefinition>;

export function flag(defaultValue: boolean, description: string): SettingDefinition<z.ZodBoolean> {
  return { kind: 'boolean', schema: z.boolean(), defaultValue, nullable: false, description };
}

export function integer(
  defaultValue: number,
  description: string,
  bounds: { min?: number; max?: number } = {},
): SettingDefinition<z.ZodNumber> {
  const min = bounds.min ?? 0;
  let schema = z.number().int().min(min);
  if (bounds.max !== undefined) schema = schema.max(bounds.max);
  return { kind: 'integer', schema, defaultValue, nullable: false, min, max: bounds.max, description };
}

/** An integer that is off (null) unless set. */
export function optionalInteger(
  description: string,
  bounds: { min?: number; max?: number } = {},
): SettingDefinition<z.ZodNullable<z.ZodNumber>> {
  const { schema, min, max } = integer(0, description, bounds);
  return {
    kind: 'integer',
    schema: schema.nullable(),
    defaultValue: null,
    nullable: true,
    min,
    max,
    description,
  };
}

export function text(defaultValue: string, description: string): SettingDefinition<z.ZodString> {
  return { kind: 'string', schema: singleLine().max(4096), defaultValue, nullable: false, description };
}

/** A text that is off (null) unless set. */
export function optionalText(description: string): SettingDefinition<z.ZodNullable<z.ZodString>> {
  return {
    kind: 'string',
    schema: singleLine().max(4096).nullable(),
    defaultValue: null,
    nullable: true,
    description,
  };
}

export function choice<const V extends readonly [string, ...string[]]>(
  choices: V,
  defaultValue: V[number],
  description: string,
): SettingDefinition<z.ZodEnum<{ [K in V[number]]: K }>> {
  return {
    kind: 'choice',
    schema: z.enum(choices),
    defaultValue,
    nullable: false,
    choices,
    description,
  };
}

export function list(
  defaultValue: string[],
  description: string,
): SettingDefinition<z.ZodArray<z.ZodString>> {
  return {
    kind: 'list',
    schema: z.array(singleLine().max(1024)).max(100),
    defaultValue,
    nullable: false,
    description,
  };
}

export function map(description: string): SettingDefinition<z.ZodRecord<z.ZodString, z.ZodString>> {
  return {
    kind: 'map',
    schema: z.record(singleLine().max(256), singleLine().max(1024)),
    defaultValue: {},
    nullable: false,
    description,
  };
}

type ShapeOf<T extends SettingTable> = { [K in keyof T]: T[K]['schema'] };
type OptionalShapeOf<T extends SettingTable> = { [K in keyof T]: z.ZodOptional<T[K]['schema']> };

/** Every key with its value: what a GET answers. Strict, so that a key the table does not list is refused. */
export function settingsSchema<T extends SettingTable>(table: T) {
  const shape = Object.fromEntries(Object.entries(table).map(([key, setting]) => [key, setting.schema]));
  return z.strictObject(shape as ShapeOf<T>);
}

/** What a PUT takes: any of the keys (those left out keep their value), and no other. */
export function settingsRequestSchema<T extends SettingTable>(table: T) {
  const shape = Object.fromEntries(
    Object.entries(table).map(([key, setting]) => [key, setting.schema.optional()]),
  );
  return z.strictObject(shape as OptionalShapeOf<T>);
}

/** The defaults of a table, as a GET of them answers. */
export function defaultsOf<T extends SettingTable>(table: T): { [K in keyof T]: z.output<T[K]['schema']> } {
  return Object.fromEntries(Object.entries(table).map(([key, setting]) => [key, setting.defaultValue])) as {
    [K in keyof T]: z.output<T[K]['schema']>;
  };
}
