import { useEffect, useRef } from 'react';
import { useNotify } from '../../../ui/notice';
import { boardWords } from '../model/words';

/** Keys typed into a field (or pressed in a dialog) are the field's own: Ctrl+Z there undoes typing. */
function isOwnedElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.closest('input, textarea, select, [role="dialog"], [role="textbox"], [role="combobox"]') !== null
  );
}

/**
 * Ctrl+Z (⌘Z on Apple's systems) on the board takes back the latest change, as the notice's Undo does, also once
 * the notice has gone. `active` is false while something is picked up or a dialog is open.
 */
export function useUndoShortcut(undoLast: () => boolean, active: boolean) {
  const notify = useNotify();
  const latest = useRef({ undoLast, active, notify });
  useEffect(() => {
    latest.current = { undoLast, active, notify };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const undoKeys =
        (event.ctrlKey || event.metaKey) &&
        !event.shiftKey &&
        !event.altKey &&
        event.key.toLowerCase() === 'z';
      if (!undoKeys || event.defaultPrevented || isOwnedElsewhere(event.target) || !latest.current.active)
        return;
      event.preventDefault();
      if (!latest.current.undoLast())
        latest.current.notify({ severity: 'info', message: boardWords.nothingToUndo });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
