import type { ReactNode } from 'react';
import { formatDuration, plural } from '../../../lib/format';
import { Box, Stack, Typography } from '../../../ui/primitives';
import { StatusChip } from '../../../ui/status/StatusChip';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import type { BoardColumn } from '../model/board';
import { stageStates } from '../model/stageStates';

/** A stage's name, what it is for and how it went in the deployment shown, with its handle and menu when editable. */
export function StageHeader({
  column,
  position,
  handle,
  menu,
  announceRun,
  folded,
}: {
  column: BoardColumn;
  /** 1 deploys first. */
  position: number;
  handle?: ReactNode;
  menu?: ReactNode;
  /** The stage's state changes as people watch (a release under way): say each change. */
  announceRun?: boolean;
  /** An empty stage folded to a narrow strip: its handle, menu, number and name, read top to bottom. */
  folded?: boolean;
}) {
  const { run } = column;
  if (folded) return <FoldedStageHeader column={column} position={position} handle={handle} menu={menu} />;
  return (
    <Box sx={{ px: 1, pt: 1, pb: 0.75, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minHeight: 28 }}>
        {handle}
        <Typography
          variant="h3"
          component="h3"
          title={column.name}
          sx={{
            fontSize: '0.875rem',
            minWidth: 0,
            flex: 1,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          <Box
            component="span"
            sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums', mr: 0.75 }}
          >
            {position}
          </Box>
          {column.name}
        </Typography>
        <Box
          component="span"
          title={plural(column.cards.length, 'service')}
          aria-hidden
          sx={{
            px: 0.75,
            borderRadius: 2,
            bgcolor: 'action.selected',
            color: 'text.secondary',
            typography: 'caption',
            fontWeight: 600,
            fontVariantNumeric: 'tabular-nums',
            lineHeight: '20px',
          }}
        >
          {column.cards.length}
        </Box>
        <VisuallyHidden>{plural(column.cards.length, 'service')}</VisuallyHidden>
        {menu}
      </Stack>
      {column.description ? (
        <Typography
          variant="caption"
          component="p"
          title={column.description}
          sx={{
            color: 'text.secondary',
            m: 0,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {column.description}
        </Typography>
      ) : null}
      {run ? (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', mt: 0.75, flexWrap: 'wrap' }}
          useFlexGap
        >
          <StatusChip
            {...stageStates[run.status]}
            live={announceRun ? `Stage ${column.name}: ${stageStates[run.status].label}` : undefined}
          />
          {run.durationSec !== null ? (
            <Typography
              variant="caption"
              sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
            >
              {formatDuration(run.durationSec)}
            </Typography>
          ) : null}
        </Stack>
      ) : null}
      {run?.reason ? (
        <Typography
          variant="caption"
          component="p"
          sx={{ m: 0, mt: 0.5, color: run.status === 'ERROR' ? 'error.main' : 'text.secondary' }}
        >
          {run.reason}
        </Typography>
      ) : null}
    </Box>
  );
}

function FoldedStageHeader({
  column,
  position,
  handle,
  menu,
}: {
  column: BoardColumn;
  position: number;
  handle?: ReactNode;
  menu?: ReactNode;
}) {
  return (
    <Stack
      direction={{ xs: 'row', sm: 'column' }}
      spacing={0.5}
      sx={{ alignItems: 'center', p: 1, minHeight: { sm: 160 } }}
    >
      {handle}
      <Typography
        variant="h3"
        component="h3"
        title={`${column.name}: no services`}
        sx={{
          fontSize: '0.875rem',
          flex: { xs: 1, sm: 'none' },
          writingMode: { sm: 'vertical-rl' },
          maxHeight: { sm: 240 },
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        <Box component="span" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums', mr: 0.75 }}>
          {position}
        </Box>
        {column.name}
      </Typography>
      <VisuallyHidden>No services</VisuallyHidden>
      {menu}
    </Stack>
  );
}
