import {
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useLayoutEffect, useMemo, useState } from 'react';
import {
  canceled,
  dragInstructions,
  dropped,
  movedOver,
  pickedUp,
  type DragItem,
} from '../model/announcements';
import type { BoardColumn } from '../model/board';
import {
  createDragSession,
  dragItemOf,
  keyboardFirst,
  stageStepper,
  type BoardMoves,
  type DragSession,
} from './boardDnd';

const mouseOptions = { activationConstraint: { distance: 5 } };
// A short press, so that a swipe still scrolls the page.
const touchOptions = { activationConstraint: { delay: 200, tolerance: 8 } };

function announcementsOf(session: DragSession): Announcements {
  const located = (item: DragItem) => ({ columns: session.columns(), item });
  return {
    onDragStart: ({ active }) => {
      const item = dragItemOf(active);
      return item && pickedUp(located(item));
    },
    onDragOver: ({ active, over }) => {
      const item = dragItemOf(active);
      if (!item) return undefined;
      const overId = over ? String(over.id) : null;
      return movedOver(located(item), overId, session.hasLeftStart(overId, item.stageId));
    },
    onDragEnd: ({ active, over }) => {
      const item = dragItemOf(active);
      return item && dropped(located(item), over ? String(over.id) : null);
    },
    onDragCancel: ({ active }) => {
      const item = dragItemOf(active);
      return item && canceled(located(item));
    },
  };
}

/**
 * Drag and drop on the board: by mouse, touch and keyboard, each step said in words to screen readers. A drop is
 * one change: a card dropped on another stage moves there; a stage dropped on another's place moves next to it.
 */
export function useBoardDnd(columns: readonly BoardColumn[], moves: BoardMoves) {
  const [session] = useState(createDragSession);
  useLayoutEffect(() => session.update({ columns, moves }));
  const [dragged, setDragged] = useState<DragItem | undefined>(undefined);

  // Options kept the same across renders: new ones would give every card new listeners, and re-render them all.
  const keyboard = useMemo(() => ({ coordinateGetter: stageStepper(session) }), [session]);
  const sensors = useSensors(
    useSensor(MouseSensor, mouseOptions),
    useSensor(TouchSensor, touchOptions),
    useSensor(KeyboardSensor, keyboard),
  );
  const collisionDetection = useMemo(() => keyboardFirst(session), [session]);
  const accessibility = useMemo(
    () => ({
      announcements: announcementsOf(session),
      screenReaderInstructions: { draggable: dragInstructions },
    }),
    [session],
  );

  const finish = () => {
    session.start(null);
    setDragged(undefined);
  };

  return {
    sensors,
    collisionDetection,
    accessibility,
    dragged,
    onDragStart: ({ active, activatorEvent }: DragStartEvent) => {
      const item = dragItemOf(active);
      // A keyboard drag starts over the stage it leaves; the arrows go on from there.
      session.start(activatorEvent instanceof KeyboardEvent && item ? item.stageId : null);
      setDragged(item);
    },
    onDragEnd: ({ active, over }: DragEndEvent) => {
      const byKeyboard = session.keyboardTarget() !== null;
      finish();
      const item = dragItemOf(active);
      const overId = over ? String(over.id) : null;
      if (!item || overId === null || overId === item.stageId) return;
      if (item.type === 'service') {
        if (byKeyboard) session.moves().followCard(item.serviceId, overId);
        session.moves().moveService(item.serviceId, overId);
        return;
      }
      const shown = session.columns();
      const from = shown.findIndex((column) => column.id === item.stageId);
      const to = shown.findIndex((column) => column.id === overId);
      // Dropped on a later stage's place, it goes after that stage; on an earlier one's, before it.
      session.moves().moveStage(item.stageId, overId, to > from ? 'after' : 'before');
    },
    onDragCancel: finish,
  };
}
