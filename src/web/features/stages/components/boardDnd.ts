import {
  closestCenter,
  pointerWithin,
  type Active,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import {
  horizontalListSortingStrategy,
  verticalListSortingStrategy,
  type SortingStrategy,
} from '@dnd-kit/sortable';
import type { DragItem } from '../model/announcements';
import type { BoardColumn } from '../model/board';
import type { Placement } from '../model/changes';

export const dragItemOf = (active: Active | null): DragItem | undefined =>
  active?.data.current as DragItem | undefined;

export interface BoardMoves {
  moveService: (serviceId: string, stageId: string) => void;
  moveStage: (stageId: string, anchorId: string, placement: Placement) => void;
  /** A card dropped with the keyboard lands in another stage, as a new element there: focus follows it. */
  followCard: (serviceId: string, stageId: string) => void;
}

/**
 * What a drag needs to know outside React's renders: the board as last rendered, the stage a keyboard drag is over
 * (null for pointer drags, which go by where the pointer is), and whether the item has left where it started.
 */
export function createDragSession() {
  let columns: readonly BoardColumn[] = [];
  let moves: BoardMoves = {
    moveService: () => undefined,
    moveStage: () => undefined,
    followCard: () => undefined,
  };
  let keyboardTarget: string | null = null;
  let leftStart = false;
  return {
    update(next: { columns: readonly BoardColumn[]; moves: BoardMoves }) {
      ({ columns, moves } = next);
    },
    columns: () => columns,
    moves: () => moves,
    keyboardTarget: () => keyboardTarget,
    setKeyboardTarget(stageId: string | null) {
      keyboardTarget = stageId;
    },
    /** Notes where the item is now; true once it has been anywhere else than its own stage. */
    hasLeftStart(overId: string | null, startId: string) {
      leftStart ||= overId !== startId;
      return leftStart;
    },
    start(stageId: string | null) {
      keyboardTarget = stageId;
      leftStart = false;
    },
  };
}

export type DragSession = ReturnType<typeof createDragSession>;

const steps: Partial<Record<string, -1 | 1>> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

/**
 * Keyboard drags go from stage to stage in deployment order, whatever the layout (side by side, or stacked on a
 * phone): Left or Up to the previous stage, Right or Down to the next. The stage chosen is kept in the session and is
 * where the item is over (see `keyboardFirst`), rather than wherever its rectangle happens to overlap most.
 */
export function stageStepper(session: DragSession): KeyboardCoordinateGetter {
  return (event, { context: { active, droppableRects }, currentCoordinates }) => {
    const step = steps[event.code];
    if (!step) return undefined;
    event.preventDefault();
    const order = session.columns().map((column) => column.id);
    const current = session.keyboardTarget();
    const next = order[(current === null ? -1 : order.indexOf(current)) + step];
    if (next === undefined) return undefined;
    session.setKeyboardTarget(next);
    const rect = droppableRects.get(next);
    // The preview moves into the chosen stage: a stage's over its header, a card's below the stage's name.
    const below = dragItemOf(active)?.type === 'service' ? 40 : 0;
    return rect ? { x: rect.left + 8 * Math.sign(below), y: rect.top + below } : currentCoordinates;
  };
}

/** During a keyboard drag, the stage the arrows chose; otherwise the stage under the pointer, or the nearest. */
export function keyboardFirst(session: DragSession): CollisionDetection {
  return (args) => {
    const chosen = session.keyboardTarget();
    if (chosen !== null) {
      const container = args.droppableContainers.find((candidate) => candidate.id === chosen);
      return container ? [{ id: chosen, data: { droppableContainer: container, value: 0 } }] : [];
    }
    const under = pointerWithin(args);
    return under.length > 0 ? under : closestCenter(args);
  };
}

/** Stages sit side by side on a wide screen and one under another on a phone: shift them along the right axis. */
export const stageSorting: SortingStrategy = (args) => {
  const [first, second] = args.rects;
  const stacked = first !== undefined && second !== undefined && second.left < first.right - 1;
  return stacked ? verticalListSortingStrategy(args) : horizontalListSortingStrategy(args);
};
