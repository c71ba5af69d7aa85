import { useEffect, type RefObject } from 'react';
import type { BoardColumn } from '../model/board';

/** The stage a deployment is going through now, if any. */
export const activeStageOf = (columns: readonly BoardColumn[]): string | undefined =>
  columns.find((column) => column.run?.status === 'ONGOING')?.id;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * While a deployment goes from stage to stage, the board scrolls sideways to the stage running, once each time it
 * changes: on a wide board the later stages start out of view. The page itself is not scrolled.
 */
export function useRevealActiveStage(
  board: RefObject<HTMLElement | null>,
  activeStageId: string | undefined,
) {
  useEffect(() => {
    const element = board.current;
    if (!element || activeStageId === undefined) return;
    if (element.scrollWidth <= element.clientWidth) return;
    const stage = [...element.querySelectorAll<HTMLElement>('[data-stage-id]')].find(
      (column) => column.dataset.stageId === activeStageId,
    );
    if (!stage) return;
    const { scrollLeft, clientWidth } = element;
    const left = stage.offsetLeft;
    const right = left + stage.offsetWidth;
    if (left >= scrollLeft && right <= scrollLeft + clientWidth) return;
    element.scrollTo({
      left: Math.max(0, left - Math.max(0, (clientWidth - stage.offsetWidth) / 2)),
      behavior: reducedMotion() ? 'auto' : 'smooth',
    });
  }, [board, activeStageId]);
}
