import type { z } from 'zod';

// Where the strings of a request are, read from the contract's zod schema: which fields of a body take a string,
// and where the strings of one valid body sit, so a test can put other strings there one at a time.

type Schema = z.ZodType;
type Step = string | number;

/** A zod schema's definition, as far as walking it needs. */
interface Definition {
  type: string;
  innerType?: Schema;
  in?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  items?: Schema[];
  keyType?: Schema;
  valueType?: Schema;
  options?: Schema[];
  left?: Schema;
  right?: Schema;
}

const definitionOf = (schema: Schema) => schema._zod.def as unknown as Definition;

/** Schemas that stand for the one they wrap. */
const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

/** Array items are `[]`, tuple items `[0]`, a record's keys `{key}` and its values `{value}`. */
const field = (steps: readonly string[]) => steps.join('.');

/** Every field of `schema` that takes a string (UUIDs, URLs and other formats included), by field name. */
export function stringFields(schema: Schema): Set<string> {
  const found = new Set<string>();
  const visit = (current: Schema, steps: string[]): void => {
    const definition = definitionOf(current);
    if (wrappers.has(definition.type) && definition.innerType) return visit(definition.innerType, steps);
    switch (definition.type) {
      case 'string':
        found.add(field(steps));
        return;
      case 'pipe':
        return definition.in && visit(definition.in, steps);
      case 'object':
        for (const [name, child] of Object.entries(definition.shape ?? {})) visit(child, [...steps, name]);
        return;
      case 'array':
        return definition.element && visit(definition.element, [...steps, '[]']);
      case 'tuple':
        return definition.items?.forEach((item, index) => visit(item, [...steps, `[${index}]`]));
      case 'record':
        if (definition.keyType) visit(definition.keyType, [...steps, '{key}']);
        return definition.valueType && visit(definition.valueType, [...steps, '{value}']);
      case 'union':
        return definition.options?.forEach((option) => visit(option, steps));
      case 'intersection':
        if (definition.left) visit(definition.left, steps);
        return definition.right && visit(definition.right, steps);
    }
  };
  visit(schema, []);
  return found;
}

/** One string of a request: where it is, and the field it fills. */
export interface StringSlot {
  /** The steps to it from the top of the value; for a record's key, the steps to the record. */
  path: Step[];
  /** The field, named as `stringFields` names it. */
  field: string;
  /** For a record's key: the key (the string is the key itself). */
  key?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every string of `value` (a valid value of `schema`), keys of records included, enumerations included. */
export function stringSlots(schema: Schema, value: unknown): StringSlot[] {
  const found: StringSlot[] = [];
  const visit = (current: Schema, at: unknown, path: Step[], steps: string[]): void => {
    const definition = definitionOf(current);
    if (at === undefined || at === null) return;
    if (wrappers.has(definition.type) && definition.innerType) {
      return visit(definition.innerType, at, path, steps);
    }
    if (typeof at === 'string') {
      found.push({ path, field: field(steps) });
      return;
    }
    switch (definition.type) {
      case 'pipe':
        return definition.in && visit(definition.in, at, path, steps);
      case 'object':
        if (!isRecord(at)) return;
        for (const [name, child] of Object.entries(at)) {
          const childSchema = definition.shape?.[name];
          if (childSchema) visit(childSchema, child, [...path, name], [...steps, name]);
        }
        return;
      case 'array':
        if (!Array.isArray(at) || !definition.element) return;
        return at.forEach((item, index) =>
          visit(definition.element!, item, [...path, index], [...steps, '[]']),
        );
      case 'tuple':
        if (!Array.isArray(at)) return;
        return definition.items?.forEach((item, index) =>
          visit(item, at[index], [...path, index], [...steps, `[${index}]`]),
        );
      case 'record':
        if (!isRecord(at) || !definition.valueType) return;
        for (const [key, child] of Object.entries(at)) {
          found.push({ path, field: field([...steps, '{key}']), key });
          visit(definition.valueType, child, [...path, key], [...steps, '{value}']);
        }
        return;
      case 'union': {
        const options = definition.options ?? [];
        const option = options.find((candidate) => candidate.safeParse(at).success) ?? options[0];
        return option && visit(option, at, path, steps);
      }
    }
  };
  visit(schema, value, [], []);
  return found;
}

/** A copy of `value` with the string at `slot` replaced by `replacement` (for a record's key, the key renamed). */
export function withString<T>(value: T, slot: StringSlot, replacement: string): T {
  if (slot.path.length === 0 && slot.key === undefined) return replacement as T;
  const copy = structuredClone(value);
  let parent: Record<Step, unknown> = copy as Record<Step, unknown>;
  for (const step of slot.path.slice(0, slot.key === undefined ? -1 : undefined)) {
    parent = parent[step] as Record<Step, unknown>;
  }
  if (slot.key === undefined) {
    parent[slot.path[slot.path.length - 1]!] = replacement;
  } else {
    parent[replacement] = parent[slot.key];
    delete parent[slot.key];
  }
  return copy;
}
