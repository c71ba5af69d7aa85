import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { matchesWildcard, type ProjectDeploymentRule } from '../../../../contract';
import { ActionButton } from '../../../ui/ActionButton';
import { DragHandle } from '../../../ui/board/DragHandle';
import { Box, Chip, Paper, Stack, Typography } from '../../../ui/primitives';
import { ruleAnnouncements, ruleDragInstructions } from '../model/announcements';

export interface RuleListProps {
  rules: ProjectDeploymentRule[];
  /** The project's environments' names: each rule shows those its wildcard matches. */
  environmentNames: string[];
  clusterName: (clusterId: string) => string;
  onReorder: (ids: string[]) => void;
  onDelete: (rule: ProjectDeploymentRule) => void;
  /** Why the rules cannot be changed, if they cannot. */
  disabledReason?: string | undefined;
}

const dayShort = (day: string) => day.charAt(0) + day.slice(1, 3).toLowerCase();

function scheduleText(rule: ProjectDeploymentRule): string {
  if (!rule.auto_stop) return 'Never stopped';
  const days = rule.weekdays.length === 0 ? 'no day' : rule.weekdays.map(dayShort).join(', ');
  return `Runs ${rule.start_time}–${rule.stop_time} ${rule.timezone}, ${days}`;
}

/**
 * The rules in the order they are tried, moved by dragging their handle or from the keyboard (focus the handle,
 * Space to pick up, arrows to move, Space to drop); one request puts them all in the new order.
 */
export function RuleList({
  rules,
  environmentNames,
  clusterName,
  onReorder,
  onDelete,
  disabledReason,
}: RuleListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const ids = rules.map((rule) => rule.id);
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: ruleAnnouncements(rules),
        screenReaderInstructions: { draggable: ruleDragInstructions },
      }}
    >
      <SortableContext items={rules.map((rule) => rule.id)} strategy={verticalListSortingStrategy}>
        <Stack component="ol" spacing={1} aria-label="Rules in the order they are tried" sx={{ p: 0, m: 0 }}>
          {rules.map((rule, index) => (
            <RuleRow
              key={rule.id}
              rule={rule}
              position={index + 1}
              matches={environmentNames.filter((name) => matchesWildcard(rule.wildcard, name))}
              clusterName={clusterName(rule.cluster_id)}
              onDelete={() => onDelete(rule)}
              disabledReason={disabledReason}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

interface RuleRowProps {
  rule: ProjectDeploymentRule;
  position: number;
  matches: string[];
  clusterName: string;
  onDelete: () => void;
  disabledReason: string | undefined;
}

function RuleRow({ rule, position, matches, clusterName, onDelete, disabledReason }: RuleRowProps) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } =
    useSortable({ id: rule.id, disabled: Boolean(disabledReason) });
  return (
    <Paper
      component="li"
      variant="outlined"
      ref={setNodeRef}
      aria-label={`${position}. ${rule.name}`}
      sx={{
        listStyle: 'none',
        p: 1.5,
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: isDragging ? 1 : 0,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <DragHandle label={`Move ${rule.name}`} ref={setActivatorNodeRef} {...attributes} {...listeners} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle2" component="h3">
              {position}. {rule.name}
            </Typography>
            <Chip size="small" variant="outlined" label={rule.wildcard} sx={{ fontFamily: 'monospace' }} />
            <Chip size="small" label={rule.mode} />
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, overflowWrap: 'anywhere' }}>
            On {clusterName} · {scheduleText(rule)}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {matches.length === 0
              ? 'No environment of the project has a name it matches.'
              : `Names it matches: ${matches.join(', ')}`}
          </Typography>
        </Box>
        <ActionButton size="small" color="error" onClick={onDelete} disabledReason={disabledReason}>
          Delete
        </ActionButton>
      </Stack>
    </Paper>
  );
}
