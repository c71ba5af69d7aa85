import NativeSelect from '@mui/material/NativeSelect';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

const visuallyHiddenSx = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A small labelled choice for a toolbar (how many lines to show), using the platform's own select. */
export function InlineSelect<V extends string | number>({
  label,
  value,
  options,
  onChange,
  hideLabel,
}: {
  label: string;
  /** The label names the select for assistive technology only (a row of a table, under a column header). */
  hideLabel?: boolean;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography
        component="label"
        htmlFor={id}
        variant="body2"
        sx={hideLabel ? visuallyHiddenSx : { color: 'text.secondary' }}
      >
        {label}
      </Typography>
      <NativeSelect
        id={id}
        value={String(value)}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        sx={{ fontSize: 14 }}
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Stack>
  );
}
