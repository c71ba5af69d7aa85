import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useEffect, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { whenIdle } from '../lazyWithPreload';
import { FormAlert } from './FormAlert';
import { applyServerError } from './serverErrors';

type FormSchema = z.ZodType<FieldValues, FieldValues>;
/** Loads a schema (and zod with it): for a form that must show before they arrive, e.g. the one of the sign-in page. */
export type SchemaLoader<S extends FormSchema> = () => Promise<S>;
export type FormMethods<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

export interface FormProps<S extends FormSchema> {
  /**
   * A contract schema (or one built from it): it validates, and its output is what onSubmit receives. A loader (a
   * stable function, e.g. declared at module level) loads it once the page is idle, or at the first validation.
   */
  schema: S | SchemaLoader<S>;
  defaultValues: DefaultValues<z.input<S>>;
  /** Throwing (an ApiError) puts the failure on the field it names or in the form's alert. */
  onSubmit: (values: z.output<S>, form: FormMethods<S>) => unknown;
  /** The field a 409 is about when the server names none. */
  conflictField?: Path<z.input<S>>;
  /** Completes "You are not allowed to …" when the server refuses. */
  action?: string;
  /** Replaces the default placing of a failed submission (on the named field or in the form alert). */
  onSubmitError?: (error: unknown, form: FormMethods<S>) => void;
  /** Runs when submitting stops at invalid fields, e.g. to show the step of a flow that holds them. */
  onInvalid?: (errors: FieldErrors<z.input<S>>) => void;
  /** Makes every field read-only, e.g. without permission to change anything. */
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  /** 'stack' lays fields out with the form alert on top; 'bare' leaves layout (and the alert) to the children. */
  layout?: 'stack' | 'bare';
  children: ReactNode;
}

/** A form over react-hook-form and a zod schema; fields inside bind by name: `<TextField name="name" label="Name" />`. */
export function Form<S extends FormSchema>({
  schema,
  defaultValues,
  onSubmit,
  conflictField,
  action,
  onSubmitError,
  onInvalid,
  disabled,
  id,
  layout = 'stack',
  children,
  ...rest
}: FormProps<S>) {
  const form: FormMethods<S> = useForm<z.input<S>, unknown, z.output<S>>({
    // zodResolver infers input and output from a concrete schema; for the generic S it needs telling.
    resolver: (isLoader(schema) ? lazyResolver(schema) : zodResolver(schema)) as unknown as Resolver<
      z.input<S>,
      unknown,
      z.output<S>
    >,
    defaultValues,
    disabled,
  });
  useEffect(() => {
    if (isLoader(schema))
      return whenIdle(
        () =>
          void lazyResolver(schema)
            .load()
            .catch(() => undefined),
      );
  }, [schema]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values, form);
      // What was saved becomes the new baseline, so the form is no longer "unsaved".
      form.reset(form.getValues());
    } catch (error) {
      if (onSubmitError) onSubmitError(error, form);
      else applyServerError(form, error, { conflictField, action });
    }
  }, onInvalid);

  return (
    <FormProvider {...form}>
      <Box component="form" id={id} noValidate onSubmit={submit} aria-label={rest['aria-label']}>
        {layout === 'stack' ? (
          <Stack spacing={2}>
            <FormAlert />
            {children}
          </Stack>
        ) : (
          children
        )}
      </Box>
    </FormProvider>
  );
}

const isLoader = <S extends FormSchema>(schema: S | SchemaLoader<S>): schema is SchemaLoader<S> =>
  typeof schema === 'function';

type LazyResolver = Resolver<FieldValues> & { load: () => Promise<Resolver<FieldValues>> };
const lazyResolvers = new WeakMap<SchemaLoader<FormSchema>, LazyResolver>();

/** A resolver that validates with the schema `load` brings, once it is there; one per loader. */
function lazyResolver(load: SchemaLoader<FormSchema>): LazyResolver {
  const known = lazyResolvers.get(load);
  if (known) return known;
  let loading: Promise<Resolver<FieldValues>> | undefined;
  const loadResolver = () =>
    (loading ??= load().then(
      (schema) => zodResolver(schema) as unknown as Resolver<FieldValues>,
      (error: unknown) => {
        // Offline or a new release: the next validation tries again.
        loading = undefined;
        throw error;
      },
    ));
  const resolver: LazyResolver = Object.assign(
    async (...args: Parameters<Resolver<FieldValues>>) => (await loadResolver())(...args),
    { load: loadResolver },
  );
  lazyResolvers.set(load, resolver);
  return resolver;
}
