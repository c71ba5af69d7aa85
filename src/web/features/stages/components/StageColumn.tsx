import type { CSSProperties, ReactNode, Ref } from 'react';
import { Paper, Typography } from '../../../ui/primitives';
import type { BoardColumn } from '../model/board';
import { boardWords } from '../model/words';
import { StageCardList, type RenderCard } from './StageCardList';
import { StageHeader } from './StageHeader';

export interface StageColumnProps {
  column: BoardColumn;
  position: number;
  /** Renders one card (draggable or not); the list decides which cards are rendered. */
  renderCard: RenderCard;
  nodeRef?: Ref<HTMLElement>;
  style?: CSSProperties;
  handle?: ReactNode;
  menu?: ReactNode;
  /** A card is dragged over this stage: it would land here. */
  dropTarget?: boolean;
  /** The stage itself is being dragged: it stays in place, dimmed, while its preview moves. */
  dragging?: boolean;
  /** Cards can be dragged here: an empty stage says so. */
  accepts?: boolean;
  announceRun?: boolean;
  /** Empty stages are folded to a narrow strip (still a drop target): the board shows more of those that hold services. */
  foldEmpty?: boolean;
}

/** One stage: its header, then its services by name; one column of the board (a row on a phone). */
export function StageColumn({
  column,
  position,
  renderCard,
  nodeRef,
  style,
  handle,
  menu,
  dropTarget,
  dragging,
  accepts,
  announceRun,
  foldEmpty,
}: StageColumnProps) {
  const folded = Boolean(foldEmpty) && column.cards.length === 0;
  return (
    <Paper
      ref={nodeRef}
      component="section"
      variant="outlined"
      // Named by the stage's name alone, not its heading (which starts with the stage's number).
      aria-label={column.name}
      data-stage-id={column.id}
      data-folded={folded || undefined}
      style={style}
      sx={{
        width: { xs: '100%', sm: folded ? 56 : 272 },
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        maxHeight: { sm: 'var(--stage-board-height)' },
        bgcolor: 'background.default',
        opacity: dragging ? 0.5 : 1,
        outline: dropTarget ? 2 : 0,
        outlineColor: 'primary.main',
        outlineOffset: -1,
      }}
    >
      <StageHeader
        column={column}
        position={position}
        handle={handle}
        menu={menu}
        announceRun={announceRun}
        folded={folded}
      />
      {folded ? null : column.cards.length > 0 ? (
        <StageCardList cards={column.cards} label={`Services in ${column.name}`} renderCard={renderCard} />
      ) : (
        <Typography
          variant="body2"
          sx={{
            m: 1,
            py: 2,
            textAlign: 'center',
            color: 'text.secondary',
            border: 1,
            borderStyle: 'dashed',
            borderColor: dropTarget ? 'primary.main' : 'divider',
            borderRadius: 1,
          }}
        >
          {accepts ? boardWords.dropHint : 'No services'}
        </Typography>
      )}
    </Paper>
  );
}
