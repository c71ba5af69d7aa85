import MoreVertIcon from '@mui/icons-material/MoreVert';
import { plural } from '../../../lib/format';
import { ActionMenu } from '../../../ui/ActionMenu';
import type { Placement } from '../model/changes';

/** What a stage's menu can do; the same object for every stage, so columns stay memoized. */
export interface StageActions {
  edit: (stageId: string) => void;
  remove: (stageId: string) => void;
  move: (stageId: string, anchorId: string, placement: Placement) => void;
}

interface Neighbour {
  id: string;
  name: string;
}

/** A stage's actions, each also reachable without dragging: rename, move one place either way, delete. */
export function StageMenu({
  stage,
  serviceCount,
  previous,
  next,
  actions,
}: {
  stage: Neighbour;
  serviceCount: number;
  previous: Neighbour | undefined;
  next: Neighbour | undefined;
  actions: StageActions;
}) {
  return (
    <ActionMenu
      label={`Actions for stage ${stage.name}`}
      iconOnly
      icon={<MoreVertIcon fontSize="small" />}
      items={[
        { key: 'edit', label: 'Rename or describe…', onSelect: () => actions.edit(stage.id) },
        {
          key: 'earlier',
          label: previous ? `Move earlier, before ${previous.name}` : 'Move earlier',
          disabledReason: previous ? undefined : 'It deploys first already.',
          onSelect: () => previous && actions.move(stage.id, previous.id, 'before'),
        },
        {
          key: 'later',
          label: next ? `Move later, after ${next.name}` : 'Move later',
          disabledReason: next ? undefined : 'It deploys last already.',
          onSelect: () => next && actions.move(stage.id, next.id, 'after'),
        },
        {
          key: 'delete',
          label: 'Delete stage…',
          destructive: true,
          disabledReason:
            serviceCount > 0
              ? `It holds ${plural(serviceCount, 'service')}: move ${serviceCount === 1 ? 'it' : 'them'} to another stage first.`
              : undefined,
          onSelect: () => actions.remove(stage.id),
        },
      ]}
    />
  );
}
