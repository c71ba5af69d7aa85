import type { Ref } from 'react';
import type { BoardColumn } from '../model/board';
import { BoardLayout } from './BoardLayout';
import { ServiceCard } from './ServiceCard';
import type { RenderCard } from './StageCardList';
import { StageColumn } from './StageColumn';

/** Stages shown as they are or as they ran, without dragging or menus: a past deployment, or for readers only. */
export function StaticStageBoard({
  label,
  columns,
  announceRuns = false,
  foldEmpty = false,
  boardRef,
}: {
  label: string;
  columns: readonly BoardColumn[];
  announceRuns?: boolean;
  foldEmpty?: boolean;
  boardRef?: Ref<HTMLDivElement>;
}) {
  return (
    <BoardLayout label={label} boardRef={boardRef}>
      {columns.map((column, index) => (
        <StageColumn
          key={column.id}
          column={column}
          position={index + 1}
          announceRun={announceRuns}
          foldEmpty={foldEmpty}
          renderCard={renderStaticCard}
        />
      ))}
    </BoardLayout>
  );
}

const renderStaticCard: RenderCard = (card, placement) => (
  <ServiceCard
    key={card.serviceId}
    serviceId={card.serviceId}
    name={card.name}
    type={card.type}
    skipped={card.skipped}
    state={card.state}
    redeployReason={card.redeployReason}
    placement={placement}
  />
);
