import AddIcon from '@mui/icons-material/Add';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { EnvironmentStatusesWithStages } from '../../../../contract';
import type { ServiceLabel } from '../../../data/services/queries';
import { plural } from '../../../lib/format';
import { ActionButton } from '../../../ui/ActionButton';
import { InlineCheckbox } from '../../../ui/InlineCheckbox';
import { LoadingLines, PageState } from '../../../ui/PageState';
import { Stack, Typography } from '../../../ui/primitives';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { columnsOf, createColumnReuse, liveStatesOf } from '../model/board';
import type { StageChange } from '../model/changes';
import { EditableStageBoard } from './EditableStageBoard';
import { StaticStageBoard } from './StaticStageBoard';
import { useBoardDialogs } from './useBoardDialogs';
import { useFocusWhereMoved, type MovedTarget } from './useFocusWhereMoved';
import { useFoldEmptyStages } from './useFoldEmptyStages';
import { activeStageOf, useRevealActiveStage } from './useRevealActiveStage';
import { useStageArrangement } from './useStageArrangement';

export interface EnvironmentStageBoardProps {
  environmentId: string;
  /** Names and types of the environment's services by id (stages list services by id only). */
  serviceLabels: ReadonlyMap<string, ServiceLabel>;
  /** The live view of the environment's latest deployment (statusesWithStages), polled by the caller. */
  live?: EnvironmentStatusesWithStages | undefined;
  /** Why the stages cannot be changed here (e.g. Read access only): the board is shown without dragging or menus. */
  readOnlyReason?: string | undefined;
}

/** An environment's stages (read from the list its own changes answer) with their live state. */
export function EnvironmentStageBoard({
  environmentId,
  serviceLabels,
  live,
  readOnlyReason,
}: EnvironmentStageBoardProps) {
  const serviceName = useCallback(
    (serviceId: string) => serviceLabels.get(serviceId)?.name ?? `Service ${serviceId.slice(0, 8)}`,
    [serviceLabels],
  );
  const board = useRef<HTMLDivElement>(null);
  const dialogs = useBoardDialogs();
  const focusWhereMoved = useFocusWhereMoved(board, dialogs.open);
  const arrangement = useStageArrangement(environmentId, serviceName, (changes) => {
    const target = changes[0] && undoneTarget(changes[0]);
    if (target) focusWhereMoved(target);
  });
  const liveStates = useMemo(() => liveStatesOf(live), [live]);
  const [reuse] = useState(createColumnReuse);
  const columns = useMemo(
    () => reuse(columnsOf(arrangement.stages, serviceLabels, liveStates)),
    [reuse, arrangement.stages, serviceLabels, liveStates],
  );
  const services = columns.reduce((count, column) => count + column.cards.length, 0);
  const [foldEmpty, setFoldEmpty] = useFoldEmptyStages();
  const [foldNotice, setFoldNotice] = useState('');
  const emptyStages = columns.filter((column) => column.cards.length === 0).length;
  const toggleFold = (folded: boolean) => {
    setFoldEmpty(folded);
    setFoldNotice(folded ? `${plural(emptyStages, 'empty stage')} folded` : 'Empty stages unfolded');
  };
  useRevealActiveStage(board, activeStageOf(columns));

  return (
    <PageState
      query={arrangement.list}
      action="view the deployment stages of this environment"
      pending={<LoadingLines lines={6} />}
    >
      {() => (
        <Stack spacing={1.5}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 1, sm: 2 }}
            sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {plural(columns.length, 'stage')} · {plural(services, 'service')}. Stages deploy one after
              another in this order; the services of a stage deploy side by side.
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
              <InlineCheckbox label="Fold empty stages" checked={foldEmpty} onChange={toggleFold} showLabel />
              <VisuallyHidden role="status">{foldNotice}</VisuallyHidden>
              <ActionButton
                variant="outlined"
                startIcon={<AddIcon />}
                onClick={dialogs.create}
                disabledReason={readOnlyReason}
              >
                Add stage
              </ActionButton>
            </Stack>
          </Stack>
          {readOnlyReason ? (
            <StaticStageBoard
              label="Stages in deployment order"
              columns={columns}
              announceRuns={live !== undefined}
              foldEmpty={foldEmpty}
              boardRef={board}
            />
          ) : (
            <EditableStageBoard
              environmentId={environmentId}
              columns={columns}
              arrangement={arrangement}
              serviceName={serviceName}
              announceRuns={live !== undefined}
              dialogs={dialogs}
              boardRef={board}
              focusWhereMoved={focusWhereMoved}
              foldEmpty={foldEmpty}
            />
          )}
        </Stack>
      )}
    </PageState>
  );
}

/** Where an Undo puts things back, to carry the focus there. */
const undoneTarget = (change: StageChange): MovedTarget =>
  change.kind === 'attach'
    ? { stageId: change.stageId, serviceId: change.serviceId }
    : { stageId: change.stageId, anchorId: change.anchorId, placement: change.placement };
