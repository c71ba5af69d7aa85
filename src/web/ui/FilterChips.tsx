import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ReactNode } from 'react';

export interface FilterChipOption<V extends string> {
  value: V;
  label: string;
  /** How many rows the filter would show, displayed next to its label. */
  count: number;
  icon?: ReactNode;
}

export interface FilterChipsProps<V extends string> {
  /** Names the group for assistive technology, e.g. "Filter by type". */
  label: string;
  options: readonly FilterChipOption<V>[];
  /** The values switched on; none switched on means no filtering. */
  selected: ReadonlySet<V>;
  onChange: (selected: Set<V>) => void;
}

/** Toggle buttons shaped as chips, each with a count, to narrow a list to some of its kinds. */
export function FilterChips<V extends string>({ label, options, selected, onChange }: FilterChipsProps<V>) {
  const toggle = (value: V) => {
    const next = new Set(selected);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    onChange(next);
  };
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {options.map((option) => {
        const on = selected.has(option.value);
        return (
          <Chip
            key={option.value}
            icon={option.icon ? <>{option.icon}</> : undefined}
            label={
              <>
                {option.label}
                <Box component="span" sx={{ ml: 0.75, opacity: 0.8, fontVariantNumeric: 'tabular-nums' }}>
                  {option.count}
                </Box>
              </>
            }
            variant={on ? 'filled' : 'outlined'}
            color={on ? 'primary' : 'default'}
            aria-label={`${option.label} (${option.count})`}
            aria-pressed={on}
            onClick={() => toggle(option.value)}
            sx={{ '& .MuiChip-icon': { fontSize: 16, ml: 0.75 } }}
          />
        );
      })}
    </Box>
  );
}
