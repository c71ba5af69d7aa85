import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useFieldArray, useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { fieldSentence } from '../errors';

export interface ListFieldProps<Row extends FieldValues> {
  /** The array field of the surrounding <Form>. */
  name: string;
  /** Names the list, e.g. "Ports"; also the group's accessible name. */
  label: string;
  /** Keeps the name for assistive technology only, when a heading right above says the same. */
  hideLabel?: boolean;
  description?: ReactNode;
  /** Names the add button, e.g. "Add port". */
  addLabel: string;
  /** A new row's values. */
  newRow: () => Row;
  /** Said when the list is empty, e.g. "No ports: the service is not reachable." */
  emptyText: string;
  /** Names one row for its remove button, e.g. "port 8080". */
  rowLabel: (index: number) => string;
  /** The row's fields, bound by name under `rowName` (e.g. `${rowName}.internal_port`). */
  renderRow: (index: number, rowName: string) => ReactNode;
  /** Rows are laid out as a grid with these columns from the `sm` breakpoint (CSS grid-template-columns). */
  columns?: string;
  disabled?: boolean;
}

/** A list of records edited in place: one row of fields per item, remove buttons and an add button. */
export function ListField<Row extends FieldValues>({
  name,
  label,
  hideLabel,
  description,
  addLabel,
  newRow,
  emptyText,
  rowLabel,
  renderRow,
  columns,
  disabled,
}: ListFieldProps<Row>) {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const { errors, disabled: formDisabled } = useFormState({ name });
  const labelId = useId();
  const listError = ownMessage(name.split('.').reduce<unknown>(step, errors));
  const locked = disabled || formDisabled;

  return (
    <Box component="section" role="group" aria-labelledby={labelId}>
      {hideLabel ? (
        <span id={labelId} hidden>
          {label}
        </span>
      ) : (
        <Typography id={labelId} variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
      )}
      {description ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {description}
        </Typography>
      ) : null}
      <Stack spacing={1.5} sx={{ mt: hideLabel && !description ? 0 : 1 }}>
        {fields.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
            {emptyText}
          </Typography>
        ) : null}
        {fields.map((row, index) => (
          <Stack
            key={row.id}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'flex-start', borderLeft: 2, borderColor: 'divider', pl: 1.5 }}
          >
            <Box
              sx={{
                flexGrow: 1,
                minWidth: 0,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', sm: columns ?? '1fr' },
                alignItems: 'start',
              }}
            >
              {renderRow(index, `${name}.${index}`)}
            </Box>
            <Tooltip title={`Remove ${rowLabel(index)}`}>
              <span>
                <IconButton
                  aria-label={`Remove ${rowLabel(index)}`}
                  onClick={() => remove(index)}
                  disabled={locked}
                  sx={{ mt: 0.5 }}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
        ))}
        {listError ? <FormHelperText error>{fieldSentence(label, listError)}</FormHelperText> : null}
        <Box>
          <Button startIcon={<AddIcon />} onClick={() => append(newRow())} disabled={locked}>
            {addLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function step(value: unknown, key: string): unknown {
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
}

/** The error about the list itself (not one of its rows). */
function ownMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const message =
    (error as { message?: unknown }).message ?? (error as { root?: { message?: unknown } }).root?.message;
  return typeof message === 'string' ? message : undefined;
}
