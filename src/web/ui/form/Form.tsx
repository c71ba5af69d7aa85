import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo, useRef, useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useFormState,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { Deferred } from '../Deferred';
import { lazyWithPreload, usePreloadWhenIdle, whenIdle } from '../lazyWithPreload';
import {
  changedFields,
  type EditedRecord,
  type FieldChange,
  isStaleVersion,
  labelOfPath,
  sameFormValues,
} from './editConflict';
import { FormAlert } from './FormAlert';
import { applyServerError } from './serverErrors';

type FormSchema = z.ZodType<FieldValues, FieldValues>;
/** Loads a schema (and zod with it): for a form that must show before they arrive, e.g. the one of the sign-in page. */
export type SchemaLoader<S extends FormSchema> = () => Promise<S>;
export type FormMethods<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

export interface FormProps<S extends FormSchema, R = never> {
  /**
   * A contract schema (or one built from it): it validates, and its output is what onSubmit receives. A loader (a
   * stable function, e.g. declared at module level) loads it once the page is idle, or at the first validation.
   */
  schema: S | SchemaLoader<S>;
  defaultValues: DefaultValues<z.input<S>>;
  /**
   * Throwing (an ApiError) puts the failure on the field it names or in the form's alert. An edit form (`edits`)
   * gets the version its values were made from, to send along, and resolves with the version it saved.
   */
  onSubmit: (values: z.output<S>, form: FormMethods<S>, basedOn: R | undefined) => unknown;
  /**
   * Makes this an edit form of one record: a save refused because someone else saved the record since (412) opens
   * a dialog showing what they changed, to reload theirs or overwrite it; a newer version of the record arriving
   * while nothing is typed starts the form from it, and never replaces what the person typed.
   */
  edits?: EditedRecord<R, z.input<S>>;
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

// Shown only when a save is refused as out of date (412): its dialog's code is not the form's.
const LazyEditConflictDialog = lazyWithPreload(
  async () => (await import('./EditConflictDialog')).EditConflictDialog,
);

/** A form over react-hook-form and a zod schema; fields inside bind by name: `<TextField name="name" label="Name" />`. */
export function Form<S extends FormSchema, R = never>({
  schema,
  defaultValues,
  onSubmit,
  edits,
  conflictField,
  action,
  onSubmitError,
  onInvalid,
  disabled,
  id,
  layout = 'stack',
  children,
  ...rest
}: FormProps<S, R>) {
  const { resolver, load } = useMemo(() => {
    if (!isLoader(schema)) return { resolver: resolverOf(schema), load: null };
    const lazy = lazyResolver(schema);
    return { resolver: lazy, load: lazy.load };
  }, [schema]);
  const form: FormMethods<S> = useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    defaultValues,
    disabled,
  });
  useEffect(() => {
    if (load) return whenIdle(() => void load().catch(() => undefined));
  }, [load]);

  const versionRef = useEditedVersion(form, edits);
  const formElement = useRef<HTMLFormElement>(null);
  const [conflict, setConflict] = useState<{ latest: R; changes: FieldChange[] } | null>(null);
  // An edit form's conflict dialog is ready before a save can be refused, without weighing on the page's first load.
  usePreloadWhenIdle([LazyEditConflictDialog], edits !== undefined);

  /** Reads the latest version and shows what changed in it, beside what the form holds. */
  const showConflict = async (refusal: unknown) => {
    if (!edits) return;
    try {
      const latest = await edits.loadLatest();
      const opened = versionRef.current === undefined ? undefined : edits.valuesOf(versionRef.current);
      const changes = changedFields(opened, edits.valuesOf(latest), form.getValues(), (path) =>
        fieldLabel(formElement.current, path),
      );
      setConflict({ latest, changes });
    } catch {
      applyServerError(form, refusal, { conflictField, action });
    }
  };

  const save = async (values: z.output<S>) => {
    try {
      const saved = await onSubmit(values, form, versionRef.current);
      if (edits && saved !== undefined) {
        // An edit form's onSubmit resolves with the version it saved (FormProps.onSubmit): the next save starts there.
        versionRef.current = saved as R;
        form.reset(edits.valuesOf(saved as R));
      } else {
        // What was saved becomes the new baseline, so the form is no longer "unsaved".
        form.reset(form.getValues());
      }
    } catch (error) {
      if (edits && isStaleVersion(error)) await showConflict(error);
      else if (onSubmitError) onSubmitError(error, form);
      else applyServerError(form, error, { conflictField, action });
    }
  };
  const submit = (event?: BaseSyntheticEvent) => form.handleSubmit(save, onInvalid)(event);

  const reload = () => {
    if (!edits || !conflict) return;
    versionRef.current = conflict.latest;
    edits.onReload?.(conflict.latest);
    form.reset(edits.valuesOf(conflict.latest));
    setConflict(null);
  };
  const overwrite = async () => {
    if (!conflict) return;
    // The values are saved over the version just read; if that too is replaced meanwhile, the dialog shows again.
    versionRef.current = conflict.latest;
    setConflict(null);
    await submit();
  };

  return (
    <FormProvider {...form}>
      <Deferred when={edits !== undefined && conflict !== null}>
        <LazyEditConflictDialog
          open={conflict !== null}
          name={edits?.name ?? ''}
          changes={conflict?.changes ?? []}
          onReload={reload}
          onOverwrite={overwrite}
          onClose={() => setConflict(null)}
        />
      </Deferred>
      <Box
        component="form"
        ref={formElement}
        id={id}
        noValidate
        onSubmit={submit}
        aria-label={rest['aria-label']}
      >
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

/**
 * The version of the record an edit form's values were made from. A newer version arriving (a refetch, another
 * section saved) is taken in when nothing is typed, or when it gives the form the same values; otherwise the form
 * keeps what the person typed and the version they typed it over, so saving shows the conflict.
 */
function useEditedVersion<S extends FormSchema, R>(
  form: FormMethods<S>,
  edits: EditedRecord<R, z.input<S>> | undefined,
) {
  const versionRef = useRef<R | undefined>(edits?.record);
  const { isDirty, isSubmitting } = useFormState({ control: form.control });
  const record = edits?.record;
  const valuesOf = edits?.valuesOf;
  useEffect(() => {
    if (record === undefined || !valuesOf || record === versionRef.current) return;
    if (!isDirty && !isSubmitting) {
      versionRef.current = record;
      form.reset(valuesOf(record));
    } else if (
      versionRef.current !== undefined &&
      sameFormValues(valuesOf(record), valuesOf(versionRef.current))
    ) {
      versionRef.current = record;
    }
  }, [form, record, valuesOf, isDirty, isSubmitting]);
  return versionRef;
}

/** The label of the field at `path` as the form shows it, or words made of the path when it is not on screen. */
function fieldLabel(formElement: HTMLFormElement | null, path: string): string {
  const input = formElement?.querySelector<HTMLInputElement>(`[name="${CSS.escape(path)}"]`);
  const label = input?.labels?.[0]?.textContent?.replace(/\s*\*\s*$/, '').trim();
  return label || labelOfPath(path);
}

const isLoader = <S extends FormSchema>(schema: S | SchemaLoader<S>): schema is SchemaLoader<S> =>
  typeof schema === 'function';

type SchemaResolver<S extends FormSchema> = Resolver<z.input<S>, unknown, z.output<S>>;
type LazyResolver<S extends FormSchema> = SchemaResolver<S> & { load: () => Promise<SchemaResolver<S>> };

/** The resolver of a schema, typed by its input and output (zod 4's overload, which the type arguments pick). */
const resolverOf = <S extends FormSchema>(schema: S): SchemaResolver<S> =>
  zodResolver<FieldValues, unknown, FieldValues, S>(schema);

/** A resolver that validates with the schema `load` brings, once it is there. */
function lazyResolver<S extends FormSchema>(load: SchemaLoader<S>): LazyResolver<S> {
  let loading: Promise<SchemaResolver<S>> | undefined;
  const loadResolver = () =>
    (loading ??= load().then(
      (schema) => resolverOf(schema),
      (error: unknown) => {
        // Offline or a new release: the next validation tries again.
        loading = undefined;
        throw error;
      },
    ));
  const resolver: SchemaResolver<S> = async (values, context, options) =>
    (await loadResolver())(values, context, options);
  return Object.assign(resolver, { load: loadResolver });
}
