import { useEffect, useRef } from 'react';

/** Calls `onChange` when `value` changes after its first known value (undefined while unknown). */
export function useOnChange(value: string | undefined, onChange: () => void) {
  const seen = useRef(value);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  useEffect(() => {
    if (value === undefined || value === seen.current) return;
    const first = seen.current === undefined;
    seen.current = value;
    if (!first) latestOnChange.current();
  }, [value]);
}
