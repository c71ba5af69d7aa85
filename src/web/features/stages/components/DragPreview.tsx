import { plural } from '../../../lib/format';
import { Paper, Stack, Typography } from '../../../ui/primitives';
import type { DragItem } from '../model/announcements';
import type { BoardColumn } from '../model/board';
import { ServiceCard } from './ServiceCard';

/** What follows the pointer (or the arrows) during a drag: the card, or the stage's name and size. */
export function DragPreview({ item, columns }: { item: DragItem; columns: readonly BoardColumn[] }) {
  const column = columns.find((candidate) => candidate.id === item.stageId);
  if (!column) return null;
  if (item.type === 'service') {
    const card = column.cards.find((candidate) => candidate.serviceId === item.serviceId);
    if (!card) return null;
    return (
      <Paper component="ul" elevation={6} sx={{ m: 0, p: 0, width: 256, cursor: 'grabbing' }}>
        <ServiceCard
          serviceId={card.serviceId}
          name={card.name}
          type={card.type}
          skipped={card.skipped}
          state={card.state}
        />
      </Paper>
    );
  }
  return (
    <Paper elevation={6} sx={{ width: 272, px: 1.5, py: 1, cursor: 'grabbing' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography variant="h3" component="p" sx={{ fontSize: '0.875rem' }} noWrap>
          {column.name}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {plural(column.cards.length, 'service')}
        </Typography>
      </Stack>
    </Paper>
  );
}
