import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';

/** An on/off switch that acts at once (no form around it), explaining itself when it cannot be used. */
export function ToggleSwitch({
  label,
  checked,
  onChange,
  disabledReason,
  busy,
  size = 'small',
}: {
  /** The accessible name, e.g. "Enabled: https://example.com/hook". */
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabledReason?: string | undefined;
  /** A change is being saved: the switch shows it and waits. */
  busy?: boolean;
  /** Medium beside a form's own switches, small in a table row. */
  size?: 'small' | 'medium';
}) {
  return (
    <Tooltip title={disabledReason ?? ''} describeChild>
      <span>
        <Switch
          size={size}
          checked={checked}
          disabled={Boolean(disabledReason) || busy}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={{ input: { 'aria-label': label, 'aria-busy': busy || undefined } }}
        />
      </span>
    </Tooltip>
  );
}
