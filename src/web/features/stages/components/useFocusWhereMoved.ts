import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { REVEAL_CARD_EVENT } from './StageCardList';

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
    const stage = board.current.querySelector<HTMLElement>(`[data-stage-id="${CSS.escape(stageId)}"]`);
    const handle = stage?.querySelector<HTMLElement>(
      `[data-service-id="${CSS.escape(serviceId)}"] [aria-roledescription="draggable service"]`,
    );
    if (handle) {
      wanted.current = null;
      handle.focus();
      return;
    }
    // A long stage renders only the cards in view: it brings the card into view and focuses it itself.
    const windowedList = stage?.querySelector('ul[data-windowed]');
    if (!windowedList) return;
    wanted.current = null;
    windowedList.dispatchEvent(new CustomEvent(REVEAL_CARD_EVENT, { detail: serviceId }));
  });
  return useCallback((serviceId: string, stageId: string) => {
    wanted.current = { serviceId, stageId };
  }, []);
}
