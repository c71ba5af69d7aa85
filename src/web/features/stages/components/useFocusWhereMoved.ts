import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Once a service moved without dragging (from a dialog) shows in its new stage and the dialog has closed, focuses
 * its drag handle there: keyboard users carry on from where the service went rather than from the top of the page.
 * Runs after the dialog has given focus back to what opened it (the card's menu button, in the old stage).
 */
export function useFocusWhereMoved(board: RefObject<HTMLElement | null>, dialogOpen: boolean) {
  const wanted = useRef<{ serviceId: string; stageId: string } | null>(null);
  useEffect(() => {
    if (dialogOpen || !wanted.current || !board.current) return;
    const { serviceId, stageId } = wanted.current;
    const handle = board.current.querySelector<HTMLElement>(
      `[data-stage-id="${CSS.escape(stageId)}"] [data-service-id="${CSS.escape(serviceId)}"] [aria-roledescription="draggable service"]`,
    );
    if (!handle) return;
    wanted.current = null;
    handle.focus();
  });
  return useCallback((serviceId: string, stageId: string) => {
    wanted.current = { serviceId, stageId };
  }, []);
}
