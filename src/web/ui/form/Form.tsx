import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
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
import { FormAlert } from './FormAlert';
import { applyServerError } from './serverErrors';

type FormSchema = z.ZodType<FieldValues, FieldValues>;
export type FormMethods<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

export interface FormProps<S extends FormSchema> {
  /** A contract schema (or one built from it): it validates, and its output is what onSubmit receives. */
  schema: S;
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
    resolver: zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues,
    disabled,
  });

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
