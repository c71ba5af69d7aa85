import { DndContext, DragOverlay } from '@dnd-kit/core';
import { SortableContext } from '@dnd-kit/sortable';
import { useCallback, useMemo, type RefObject } from 'react';
import type { BoardColumn } from '../model/board';
import { BoardDialogs } from './BoardDialogs';
import { BoardLayout } from './BoardLayout';
import { stageSorting } from './boardDnd';
import { DragPreview } from './DragPreview';
import type { CardActions } from './ServiceCard';
import { SortableStageColumn } from './SortableStageColumn';
import type { StageActions } from './StageMenu';
import type { BoardDialogsState } from './useBoardDialogs';
import { useBoardDnd } from './useBoardDnd';
import type { MovedTarget } from './useFocusWhereMoved';
import { useUndoShortcut } from './useUndoShortcut';
import type { StageArrangement } from './useStageArrangement';

/** The board people change: drag cards and stages (or use their menus), add, edit and delete stages. */
export function EditableStageBoard({
  environmentId,
  columns,
  arrangement,
  serviceName,
  announceRuns,
  dialogs,
  boardRef: board,
  focusWhereMoved,
  foldEmpty,
}: {
  environmentId: string;
  columns: readonly BoardColumn[];
  arrangement: StageArrangement;
  serviceName: (serviceId: string) => string;
  announceRuns: boolean;
  dialogs: BoardDialogsState;
  boardRef: RefObject<HTMLDivElement | null>;
  /** Focuses a card or stage once it shows where it went (see useFocusWhereMoved). */
  focusWhereMoved: (target: MovedTarget) => void;
  foldEmpty: boolean;
}) {
  const { moveService, setSkipped, moveStage, stages, undoLast } = arrangement;
  const { edit, remove, chooseStage } = dialogs;
  const cardActions = useMemo<CardActions>(() => ({ setSkipped, chooseStage }), [setSkipped, chooseStage]);
  const stageActions = useMemo<StageActions>(
    () => ({ edit, remove, move: moveStage }),
    [edit, remove, moveStage],
  );
  const followCard = useCallback(
    (serviceId: string, stageId: string) => focusWhereMoved({ serviceId, stageId }),
    [focusWhereMoved],
  );
  const moveFromDialog = useCallback(
    (serviceId: string, stageId: string) => {
      followCard(serviceId, stageId);
      moveService(serviceId, stageId);
    },
    [moveService, followCard],
  );
  const dnd = useBoardDnd(columns, { moveService, moveStage, followCard });
  useUndoShortcut(undoLast, dnd.dragged === undefined && !dialogs.open);
  const ids = useMemo(() => columns.map((column) => column.id), [columns]);

  return (
    <>
      <DndContext
        sensors={dnd.sensors}
        collisionDetection={dnd.collisionDetection}
        accessibility={dnd.accessibility}
        onDragStart={dnd.onDragStart}
        onDragEnd={dnd.onDragEnd}
        onDragCancel={dnd.onDragCancel}
      >
        <SortableContext items={ids} strategy={stageSorting}>
          <BoardLayout label="Stages in deployment order" boardRef={board}>
            {columns.map((column, index) => (
              <SortableStageColumn
                key={column.id}
                column={column}
                position={index + 1}
                previousId={columns[index - 1]?.id}
                previousName={columns[index - 1]?.name}
                nextId={columns[index + 1]?.id}
                nextName={columns[index + 1]?.name}
                stageActions={stageActions}
                cardActions={cardActions}
                announceRun={announceRuns}
                foldEmpty={foldEmpty}
              />
            ))}
          </BoardLayout>
        </SortableContext>
        <DragOverlay>{dnd.dragged ? <DragPreview item={dnd.dragged} columns={columns} /> : null}</DragOverlay>
      </DndContext>
      <BoardDialogs
        environmentId={environmentId}
        dialog={dialogs.dialog}
        open={dialogs.open}
        onClose={dialogs.close}
        stages={stages}
        serviceName={serviceName}
        onMoveService={moveFromDialog}
      />
    </>
  );
}
