import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';

/** Inside a <Form>: moves focus to a field once it is on screen (after the flow switched to its step). */
export function FocusRequest({ path, onDone }: { path: string | null; onDone: () => void }) {
  const { setFocus } = useFormContext();
  useEffect(() => {
    if (!path) return;
    setFocus(path, { shouldSelect: false });
    onDone();
  }, [path, setFocus, onDone]);
  return null;
}
