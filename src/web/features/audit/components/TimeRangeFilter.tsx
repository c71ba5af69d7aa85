import { InlineSelect } from '../../../ui/InlineSelect';
import { OutlinedField } from '../../../ui/OutlinedField';
import { Stack } from '../../../ui/primitives';
import { rangePresets, type Range } from '../model/filters';
import { isoOf, localInputValue } from '../model/localTime';

const rangeOptions: readonly { value: Range; label: string }[] = [
  { value: 'all', label: 'All time' },
  ...Object.entries(rangePresets).map(([value, preset]) => ({ value: value as Range, label: preset.label })),
  { value: 'custom', label: 'Custom range' },
];

/** The time range: a preset reaching back from now, or from and to instants of the person's choosing. */
export function TimeRangeFilter({
  range,
  from,
  to,
  onRange,
  onInstant,
}: {
  range: Range;
  from: string | undefined;
  to: string | undefined;
  onRange: (range: Range) => void;
  onInstant: (name: 'from' | 'to', iso: string | undefined) => void;
}) {
  return (
    <>
      <InlineSelect label="Time" value={range} options={rangeOptions} onChange={onRange} />
      {range === 'custom' ? (
        <Stack direction="row" spacing={1}>
          {(['from', 'to'] as const).map((name) => (
            <OutlinedField
              key={name}
              label={name === 'from' ? 'From' : 'To'}
              type="datetime-local"
              placeholder=" "
              value={localInputValue(name === 'from' ? from : to)}
              onChange={(event) => onInstant(name, isoOf(event.target.value))}
              fullWidth={false}
              sx={{ width: 210 }}
            />
          ))}
        </Stack>
      ) : null}
    </>
  );
}
