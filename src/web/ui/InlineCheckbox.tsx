import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

/** A checkbox acting at once (no form around it): a row's choice in a table, or an option with its label. */
export function InlineCheckbox({
  label,
  checked,
  onChange,
  showLabel,
  disabled,
}: {
  /** The accessible name; shown beside the box with `showLabel`. */
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  showLabel?: boolean;
  disabled?: boolean;
}) {
  const box = (
    <Checkbox
      size="small"
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
      slotProps={{ input: { 'aria-label': label } }}
      sx={showLabel ? undefined : { p: 0.5, my: -0.5 }}
    />
  );
  return showLabel ? <FormControlLabel control={box} label={label} /> : box;
}
