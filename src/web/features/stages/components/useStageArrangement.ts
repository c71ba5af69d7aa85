import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { DeploymentStage, DeploymentStageList } from '../../../../contract';
import { errorNotice, useNotify } from '../../../ui/notice';
import {
  useAttachService,
  useMoveStage,
  usePendingStageChanges,
  type ArrangedStages,
} from '../api/arrangeStages';
import { stagesQueryOptions } from '../api/getStages';
import { applyChange, type Placement, type StageChange } from '../model/changes';
import { storiesOf, storyOf, type ChangeStory } from '../model/stories';
import { boardWords } from '../model/words';

export interface StageArrangement {
  /** The server's list of the stages, for its loading and error states. */
  list: UseQueryResult<DeploymentStageList>;
  /** The server's stages with the changes not yet answered laid over them (none until the list has loaded). */
  stages: DeploymentStage[];
  moveService: (serviceId: string, stageId: string) => void;
  setSkipped: (serviceId: string, skipped: boolean) => void;
  moveStage: (stageId: string, anchorId: string, placement: Placement) => void;
  /** Takes back the latest change answered (as its notice's Undo does, also once the notice has gone). */
  undoLast: () => boolean;
}

/**
 * The stages as the board shows them, and the changes people make to them: one request each, shown at once, a
 * notice with Undo once answered, rolled back with the reason when refused. The server's answer (its whole list)
 * replaces the list, so when someone else changed the stages meanwhile the board shows that, and says so.
 *
 * The list and the pending changes are read here together: read in different components, one could be a render
 * behind the other, and a card would jump back for a frame between the answer and the end of its change.
 */
export function useStageArrangement(
  environmentId: string,
  serviceName: (serviceId: string) => string,
  /** Told the changes an Undo sends, so the board can put the focus where they show. */
  onUndo: (changes: readonly StageChange[]) => void = () => undefined,
): StageArrangement {
  const notify = useNotify();
  const list = useQuery(stagesQueryOptions(environmentId));
  const pending = usePendingStageChanges(environmentId);
  const stages = list.data?.results;
  const shown = useMemo(() => (stages ? pending.reduce(applyChange, [...stages]) : []), [pending, stages]);
  const stories = useRef(new WeakMap<StageChange, ChangeStory>());
  const noticeKey = `deployment-stages:${environmentId}`;
  // The Undo of the latest change answered; an Undo itself has none, so undoing twice does not redo.
  const lastUndo = useRef<readonly StageChange[]>([]);

  const onSuccess = (arranged: ArrangedStages, change: StageChange) => {
    const story = stories.current.get(change);
    if (!story) return;
    lastUndo.current = story.undo;
    notify({
      ...(arranged.changedElsewhere
        ? { severity: 'info', message: boardWords.changedElsewhere, detail: story.done }
        : { severity: 'success', message: story.done }),
      key: noticeKey,
      action:
        story.undo.length > 0
          ? { label: 'Undo', onAction: () => lastUndo.current === story.undo && undoLast() }
          : undefined,
    });
  };
  const onError = (error: Error, change: StageChange) => {
    const story = stories.current.get(change);
    const failure = errorNotice(error, story?.attempt ?? 'change the stages');
    const detail = [failure.detail, story?.rolledBack].filter(Boolean).join(' ');
    notify({ ...failure, detail: detail || undefined, key: noticeKey });
  };
  const { mutate: attach } = useAttachService(environmentId, { onSuccess, onError });
  const { mutate: move } = useMoveStage(environmentId, { onSuccess, onError });

  const send = (changes: readonly StageChange[], told: readonly ChangeStory[]) => {
    changes.forEach((change, index) => {
      const story = told[index];
      if (story) stories.current.set(change, story);
      if (change.kind === 'attach') attach(change);
      else move(change);
    });
  };
  const undo = (changes: readonly StageChange[]) => {
    onUndo(changes);
    send(changes, storiesOf(changes, shown, serviceName));
  };
  const current = useRef({
    shown,
    change: (change: StageChange) => send([change], [storyOf(change, shown, serviceName, true)]),
    undo: (changes: readonly StageChange[]) => undo(changes),
  });
  // The handlers below stay the same across renders (cards are memoized on them) and read the latest state here.
  useLayoutEffect(() => {
    current.current = {
      shown,
      change: (change) => send([change], [storyOf(change, shown, serviceName, true)]),
      undo: (changes) => undo(changes),
    };
  });

  const undoLast = useCallback(() => {
    const changes = lastUndo.current;
    if (changes.length === 0) return false;
    lastUndo.current = [];
    current.current.undo(changes);
    return true;
  }, []);

  const moveService = useCallback((serviceId: string, stageId: string) => {
    const { shown: before, change } = current.current;
    const from = before.find((stage) => stage.services.some((member) => member.service_id === serviceId));
    if (from && from.id !== stageId) change({ kind: 'attach', serviceId, stageId, isSkipped: false });
  }, []);

  const setSkipped = useCallback((serviceId: string, skipped: boolean) => {
    const { shown: before, change } = current.current;
    const stage = before.find((candidate) =>
      candidate.services.some((member) => member.service_id === serviceId),
    );
    if (stage) change({ kind: 'attach', serviceId, stageId: stage.id, isSkipped: skipped });
  }, []);

  const moveStage = useCallback((stageId: string, anchorId: string, placement: Placement) => {
    if (stageId !== anchorId) current.current.change({ kind: 'move', stageId, anchorId, placement });
  }, []);

  return { list, stages: shown, moveService, setSkipped, moveStage, undoLast };
}
