import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { useId } from 'react';

export interface SegmentOption<V extends string> {
  value: V;
  label: string;
}

export interface SegmentedControlProps<V extends string> {
  /** Shown above the buttons and naming the group. */
  label: string;
  /** One line under the label. */
  description?: string;
  value: V;
  options: readonly SegmentOption<V>[];
  onChange: (value: V) => void;
  disabled?: boolean;
}

/** A choice between a few exclusive options shown side by side (where a thing comes from, a kind of probe). */
export function SegmentedControl<V extends string>({
  label,
  description,
  value,
  options,
  onChange,
  disabled,
}: SegmentedControlProps<V>) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <Stack spacing={0.75} sx={{ alignItems: 'flex-start', maxWidth: '100%' }}>
      <div>
        <Typography
          id={labelId}
          variant="body2"
          sx={{ color: description ? 'text.primary' : 'text.secondary' }}
        >
          {label}
        </Typography>
        {description ? (
          <Typography id={descriptionId} variant="caption" sx={{ color: 'text.secondary' }}>
            {description}
          </Typography>
        ) : null}
      </div>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={value}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        onChange={(_event, next: V | null) => {
          if (next !== null) onChange(next);
        }}
        sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { px: 1.5, py: 0.5, textTransform: 'none' } }}
      >
        {options.map((option) => (
          <ToggleButton key={option.value} value={option.value}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
