import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Form, type FormProps } from './Form';
import { FormAlert } from './FormAlert';
import { SubmitButton } from './SubmitButton';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

type SectionFormProps<S extends z.ZodType<FieldValues, FieldValues>, R = never> = Omit<
  FormProps<S, R>,
  'layout' | 'id' | 'aria-label' | 'disabled'
> & {
  /** The section's h2, also the form's accessible name. */
  title: string;
  description?: ReactNode;
  /** Why the settings cannot be changed, if they cannot. */
  disabledReason?: string | undefined;
  submitLabel?: string;
};

/**
 * One section of a settings page: a form that starts from the saved values, marks unsaved changes, saves or
 * discards them, and asks before the page is left with changes unsaved.
 */
export function SectionForm<S extends z.ZodType<FieldValues, FieldValues>, R = never>({
  title,
  description,
  disabledReason,
  submitLabel = 'Save changes',
  children,
  ...formProps
}: SectionFormProps<S, R>) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId}>
      <Form {...formProps} layout="bare" disabled={Boolean(disabledReason)} aria-label={title}>
        <Stack spacing={2} sx={{ p: { xs: 2, sm: 3 } }}>
          <SectionTitle id={titleId} title={title} description={description} />
          <FormAlert />
          {children}
        </Stack>
        <Divider />
        <SectionActions submitLabel={submitLabel} disabledReason={disabledReason} />
        <UnsavedChangesGuard />
      </Form>
    </Paper>
  );
}

function SectionTitle({ id, title, description }: { id: string; title: string; description?: ReactNode }) {
  const { isDirty } = useFormState();
  return (
    <div>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h2" id={id}>
          {title}
        </Typography>
        {isDirty ? <Chip label="Unsaved changes" color="warning" variant="outlined" /> : null}
      </Stack>
      {description ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, maxWidth: 720 }}>
          {description}
        </Typography>
      ) : null}
    </div>
  );
}

function SectionActions({
  submitLabel,
  disabledReason,
}: {
  submitLabel: string;
  disabledReason: string | undefined;
}) {
  const { reset } = useFormContext();
  const { isDirty, isSubmitting } = useFormState();
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ px: { xs: 2, sm: 3 }, py: 1.5, justifyContent: 'flex-end', alignItems: 'center' }}
    >
      {disabledReason ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mr: 'auto' }}>
          {disabledReason}
        </Typography>
      ) : null}
      <Button onClick={() => reset()} disabled={!isDirty || isSubmitting}>
        Discard
      </Button>
      <SubmitButton requireChanges disabled={Boolean(disabledReason)}>
        {submitLabel}
      </SubmitButton>
    </Stack>
  );
}
