import { useDraggable } from '@dnd-kit/core';
import { memo, useMemo } from 'react';
import type { DragItem } from '../model/announcements';
import type { BoardCard } from '../model/board';
import { ServiceCard, type CardActions, type CardDrag } from './ServiceCard';
import { sameCardProps, type CardPlacement } from './StageCardList';

export const serviceDragId = (serviceId: string) => `service:${serviceId}`;

/**
 * A card that can be dragged to another stage. The drag library re-renders this wrapper when what is dragged or
 * where it is changes; the card itself re-renders only when its own parts do. Memoized, as a windowed stage renders its
 * cards in view again on every frame of a scroll.
 */
export const DraggableServiceCard = memo(function DraggableServiceCard({
  card,
  stageId,
  actions,
  placement,
}: {
  card: BoardCard;
  stageId: string;
  actions: CardActions;
  placement: CardPlacement | undefined;
}) {
  const data: DragItem = { type: 'service', serviceId: card.serviceId, stageId };
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: serviceDragId(card.serviceId),
    data,
    attributes: { roleDescription: 'draggable service' },
  });
  const drag = useMemo<CardDrag>(() => {
    // Keyboard drags start from the handle only (its listener checks the target), so Space on the card's buttons
    // presses them rather than picking the card up.
    return {
      nodeRef: setNodeRef,
      handleRef: setActivatorNodeRef,
      handle: attributes,
      card: listeners,
      dragging: isDragging,
    };
  }, [setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging]);
  return (
    <ServiceCard
      serviceId={card.serviceId}
      name={card.name}
      type={card.type}
      skipped={card.skipped}
      state={card.state}
      redeployReason={card.redeployReason}
      actions={actions}
      drag={drag}
      placement={placement}
    />
  );
}, sameCardProps);
