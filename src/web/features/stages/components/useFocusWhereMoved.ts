import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { Placement } from '../model/changes';
import { REVEAL_CARD_EVENT } from './StageCardList';

/**
 * What to focus once a change shows: a service's card in the stage it went to, or a stage (its drag handle) once it
 * stands next to its anchor (moving a focused element in the page would drop the focus again).
 */
export type MovedTarget =
  { stageId: string; serviceId: string } | { stageId: string; anchorId: string; placement: Placement };

function isShown(stage: HTMLElement, target: MovedTarget): boolean {
  if ('serviceId' in target) return true;
  const neighbour = target.placement === 'after' ? stage.previousElementSibling : stage.nextElementSibling;
  return neighbour?.getAttribute('data-stage-id') === target.anchorId;
}

/**
 * Once something moved without dragging (from a dialog, or put back by Undo) shows where it went and no dialog is
 * open, focuses its drag handle there: keyboard users carry on from where it went rather than from the top of the
 * page. Runs after a dialog has given focus back to what opened it (the card's menu button, in the old stage).
 */
export function useFocusWhereMoved(board: RefObject<HTMLElement | null>, dialogOpen: boolean) {
  const wanted = useRef<MovedTarget | null>(null);
  useEffect(() => {
    if (dialogOpen || !wanted.current || !board.current) return;
    const target = wanted.current;
    const serviceId = 'serviceId' in target ? target.serviceId : undefined;
    const stage = board.current.querySelector<HTMLElement>(`[data-stage-id="${CSS.escape(target.stageId)}"]`);
    if (!stage || !isShown(stage, target)) return;
    const handle = stage.querySelector<HTMLElement>(
      serviceId === undefined
        ? '[aria-roledescription="draggable stage"]'
        : `[data-service-id="${CSS.escape(serviceId)}"] [aria-roledescription="draggable service"]`,
    );
    if (handle) {
      wanted.current = null;
      handle.focus();
      return;
    }
    // A long stage renders only the cards in view: it brings the card into view and focuses it itself.
    const windowedList = stage.querySelector('ul[data-windowed]');
    if (!windowedList || serviceId === undefined) return;
    wanted.current = null;
    windowedList.dispatchEvent(new CustomEvent(REVEAL_CARD_EVENT, { detail: serviceId }));
  });
  return useCallback((target: MovedTarget) => {
    wanted.current = target;
  }, []);
}
