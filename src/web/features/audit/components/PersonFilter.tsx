import { useState } from 'react';
import { OutlinedField } from '../../../ui/OutlinedField';

/** The person or token filter: applied on Enter or when the field is left, not at each key. */
export function PersonFilter({ value, onApply }: { value: string; onApply: (value: string) => void }) {
  const [typed, setTyped] = useState(value);
  const [applied, setApplied] = useState(value);
  // The address changed under the field (filters cleared, back button): show what it now holds.
  if (value !== applied) {
    setApplied(value);
    setTyped(value);
  }
  const apply = () => {
    if (typed.trim() !== value) onApply(typed.trim());
  };
  return (
    <OutlinedField
      label="Person or token"
      type="search"
      placeholder="Email or token name"
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      onBlur={apply}
      htmlInput={{
        onKeyDown: (event: React.KeyboardEvent) => {
          if (event.key === 'Enter') apply();
        },
      }}
      fullWidth={false}
      sx={{ width: { xs: '100%', sm: 240 } }}
    />
  );
}
