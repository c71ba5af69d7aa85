import { useRef } from 'react';
import { useFormContext } from 'react-hook-form';

/**
 * Switches a field between exclusive shapes (an image or a Dockerfile; a cron schedule or lifecycle events) by
 * replacing its value. What was entered for a shape is remembered, so switching back restores it.
 */
export function useBranchSwitch<B extends string>(name: string, fresh: (branch: B) => unknown) {
  const { getValues, setValue } = useFormContext();
  const remembered = useRef(new Map<B, unknown>());
  return (from: B, to: B) => {
    if (from === to) return;
    remembered.current.set(from, getValues(name));
    const next = remembered.current.get(to) ?? fresh(to);
    setValue(name, next, { shouldDirty: true });
  };
}
