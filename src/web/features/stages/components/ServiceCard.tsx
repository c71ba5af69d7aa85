import MoreVertIcon from '@mui/icons-material/MoreVert';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import { memo, useCallback, type HTMLAttributes, type Ref } from 'react';
import type { ServiceState, ServiceType } from '../../../../contract';
import { serviceStates } from '../../../lib/deployments/serviceStates';
import { ActionMenu } from '../../../ui/ActionMenu';
import { DragHandle } from '../../../ui/board/DragHandle';
import { Box, Paper, Stack, Typography } from '../../../ui/primitives';
import { ServiceTypeIcon } from '../../../ui/ServiceTypeIcon';
import { StatusChip } from '../../../ui/status/StatusChip';
import { ToggleIconButton } from '../../../ui/ToggleIconButton';
import { boardWords } from '../model/words';
import { sameCardProps, type CardPlacement } from './StageCardList';

/** What a card can do on a board people may change; the same object for every card, so cards stay memoized. */
export interface CardActions {
  setSkipped: (serviceId: string, skipped: boolean) => void;
  chooseStage: (serviceId: string) => void;
}

/** How a card is dragged: the drag library's parts, given by the board. */
export interface CardDrag {
  nodeRef: (element: HTMLElement | null) => void;
  handleRef: Ref<HTMLButtonElement>;
  handle: HTMLAttributes<HTMLButtonElement>;
  /** Pointer and touch drags start anywhere on the card. */
  card: HTMLAttributes<HTMLElement> | undefined;
  /** This card's service is the one being dragged: the card stays in place, dimmed, while its preview moves. */
  dragging: boolean;
}

export interface ServiceCardProps {
  serviceId: string;
  name: string;
  type: ServiceType | undefined;
  skipped: boolean;
  state: ServiceState | undefined;
  /** Why it needs a redeploy, when it does. */
  redeployReason?: string | undefined;
  actions?: CardActions | undefined;
  drag?: CardDrag | undefined;
  /** Its place in a stage that renders only the cards in view. */
  placement?: CardPlacement | undefined;
}

/** One service on the board: its type, name, live state and whether environment deployments skip it. */
export const ServiceCard = memo(function ServiceCard({
  serviceId,
  name,
  type,
  skipped,
  state,
  redeployReason,
  actions,
  drag,
  placement,
}: ServiceCardProps) {
  const dragRef = drag?.nodeRef;
  const measureRef = placement?.measureRef;
  const nodeRef = useCallback(
    (element: HTMLElement | null) => {
      dragRef?.(element);
      measureRef?.(element);
    },
    [dragRef, measureRef],
  );
  return (
    <Paper
      ref={nodeRef}
      component="li"
      variant="outlined"
      data-service-id={serviceId}
      data-index={placement?.index}
      aria-setsize={placement?.setSize}
      aria-posinset={placement ? placement.index + 1 : undefined}
      style={placement?.style}
      data-skipped={skipped || undefined}
      {...drag?.card}
      sx={{
        listStyle: 'none',
        px: 1,
        py: 0.75,
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr) auto',
        columnGap: 0.75,
        rowGap: 0.5,
        alignItems: 'center',
        borderStyle: skipped ? 'dashed' : 'solid',
        bgcolor: skipped ? 'action.hover' : 'background.paper',
        opacity: drag?.dragging ? 0.4 : 1,
        cursor: drag ? 'grab' : undefined,
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', color: 'text.secondary', opacity: skipped ? 0.7 : 1 }}
      >
        {drag ? <DragHandle ref={drag.handleRef} label={`Move ${name}`} {...drag.handle} /> : null}
        {type ? <ServiceTypeIcon type={type} /> : null}
      </Stack>
      <Typography
        variant="body2"
        title={name}
        sx={{
          fontWeight: 500,
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          color: skipped ? 'text.secondary' : 'text.primary',
        }}
      >
        {name}
      </Typography>
      {actions ? (
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <ToggleIconButton
            label={boardWords.skipLabel(name)}
            pressed={skipped}
            onChange={(pressed) => actions.setSkipped(serviceId, pressed)}
            icon={<SkipNextIcon fontSize="small" />}
          />
          <ActionMenu
            label={`Actions for ${name}`}
            iconOnly
            icon={<MoreVertIcon fontSize="small" />}
            items={[
              { key: 'move', label: 'Move to stage…', onSelect: () => actions.chooseStage(serviceId) },
              {
                key: 'skip',
                label: skipped ? 'Deploy with the environment again' : 'Skip in environment deployments',
                onSelect: () => actions.setSkipped(serviceId, !skipped),
              },
            ]}
          />
        </Stack>
      ) : (
        <span />
      )}
      {state || skipped ? (
        <Box sx={{ gridColumn: '2 / 4', display: 'flex', gap: 0.75, alignItems: 'center', flexWrap: 'wrap' }}>
          {state ? <StatusChip {...serviceStates[state]} /> : null}
          {redeployReason ? (
            <StatusChip label="Redeploy needed" tone="warning" icon="warning" title={redeployReason} />
          ) : null}
          {skipped ? (
            <Typography variant="caption" sx={{ color: 'warning.main', fontWeight: 600 }}>
              Skipped
            </Typography>
          ) : null}
        </Box>
      ) : null}
    </Paper>
  );
}, sameCardProps);
