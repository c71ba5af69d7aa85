import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useCallback, type HTMLAttributes } from 'react';
import { DragHandle } from '../../../ui/board/DragHandle';
import type { DragItem } from '../model/announcements';
import type { BoardColumn } from '../model/board';
import { DraggableServiceCard } from './DraggableServiceCard';
import type { CardActions } from './ServiceCard';
import type { RenderCard } from './StageCardList';
import { StageColumn } from './StageColumn';
import { StageMenu, type StageActions } from './StageMenu';

interface EditableColumnProps {
  column: BoardColumn;
  position: number;
  /** The stages either side, by name only: a change inside a neighbour does not re-render this one. */
  previousName: string | undefined;
  previousId: string | undefined;
  nextName: string | undefined;
  nextId: string | undefined;
  stageActions: StageActions;
  cardActions: CardActions;
  announceRun: boolean;
  foldEmpty: boolean;
}

/**
 * A stage people can change: dragged by its handle to another place, a drop target for cards, with its menu. The
 * drag library re-renders this wrapper as a drag goes on; the column itself only when its own parts change.
 */
export function SortableStageColumn(props: EditableColumnProps) {
  const data: DragItem = { type: 'stage', stageId: props.column.id };
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
    isOver,
    active,
  } = useSortable({ id: props.column.id, data, attributes: { roleDescription: 'draggable stage' } });
  const draggedType = (active?.data.current as DragItem | undefined)?.type;
  return (
    <EditableColumn
      {...props}
      nodeRef={setNodeRef}
      handleRef={setActivatorNodeRef}
      handle={attributes}
      listeners={listeners}
      transform={CSS.Translate.toString(transform)}
      transition={transition}
      dragging={isDragging}
      dropTarget={isOver && draggedType === 'service'}
    />
  );
}

const EditableColumn = memo(function EditableColumn({
  column,
  position,
  previousName,
  previousId,
  nextName,
  nextId,
  stageActions,
  cardActions,
  announceRun,
  foldEmpty,
  nodeRef,
  handleRef,
  handle,
  listeners,
  transform,
  transition,
  dragging,
  dropTarget,
}: EditableColumnProps & {
  nodeRef: (element: HTMLElement | null) => void;
  handleRef: (element: HTMLElement | null) => void;
  handle: HTMLAttributes<HTMLButtonElement>;
  listeners: HTMLAttributes<HTMLButtonElement> | undefined;
  transform: string | undefined;
  transition: string | undefined;
  dragging: boolean;
  dropTarget: boolean;
}) {
  const stageId = column.id;
  const renderCard = useCallback<RenderCard>(
    (card, placement) => (
      <DraggableServiceCard
        key={card.serviceId}
        card={card}
        stageId={stageId}
        actions={cardActions}
        placement={placement}
      />
    ),
    [stageId, cardActions],
  );
  return (
    <StageColumn
      column={column}
      position={position}
      nodeRef={nodeRef}
      style={{ transform, transition }}
      dragging={dragging}
      dropTarget={dropTarget}
      accepts
      announceRun={announceRun}
      foldEmpty={foldEmpty}
      handle={<DragHandle ref={handleRef} label={`Move stage ${column.name}`} {...handle} {...listeners} />}
      renderCard={renderCard}
      menu={
        <StageMenu
          stage={column}
          serviceCount={column.cards.length}
          previous={
            previousId && previousName !== undefined ? { id: previousId, name: previousName } : undefined
          }
          next={nextId && nextName !== undefined ? { id: nextId, name: nextName } : undefined}
          actions={stageActions}
        />
      }
    />
  );
});
