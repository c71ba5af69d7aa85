import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Guide } from '../../../../contract';
import { paths } from '../../../lib/paths';
import { useNotify } from '../../../ui/notice';
import { guideKeys, GUIDE_MUTATION } from './guideQuery';
import { guideStepTexts } from './guideSteps';

/**
 * Asks for the person's progress again as soon as anything is saved, so that the step it did ticks at once rather
 * than at the next poll (the guide's own updates aside: they answer the progress themselves).
 */
export function useRefreshGuideOnSave(organizationId: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (event.mutation.options.mutationKey?.[0] === GUIDE_MUTATION) return;
        void queryClient.invalidateQueries({ queryKey: guideKeys.of(organizationId) });
      }),
    [queryClient, organizationId],
  );
}

/**
 * A project created from the projects list while the guide is open is the guide's: the person is taken to it, the
 * next step's control (Create environment) pointed at, rather than left on the list.
 */
export function useTakeToNewProject(
  organizationId: string,
  guide: Guide | undefined,
  pointAt: (control: string) => void,
) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const projectId = guide?.project_id;
  // The guide's project as first read: only one made after it takes the person anywhere.
  const known = useRef<string | null | undefined>(undefined);
  const onTheList = pathname === paths.projects(organizationId);
  useEffect(() => {
    if (projectId === undefined) return;
    if (known.current === undefined) {
      known.current = projectId;
      return;
    }
    if (known.current !== null || projectId === null) return;
    known.current = projectId;
    if (!onTheList) return;
    void Promise.resolve(navigate(paths.project(organizationId, projectId))).then(() =>
      pointAt(guideStepTexts.environment.control),
    );
  }, [projectId, onTheList, organizationId, navigate, pointAt]);
}

/** The words the guide ends with, in the panel and in the notice that replaces it. */
export const GUIDE_DONE =
  'Done: you released a service. Everything you made stays yours to change or delete.';

/**
 * The last step ticked while the guide is open closes it, as its Done button does: a notice says the release is
 * done. A guide opened once finished stays open until Done.
 */
export function useCloseWhenCompleted(guide: Guide | undefined, close: () => void) {
  const notify = useNotify();
  const completed = guide?.completed;
  const known = useRef<boolean | undefined>(undefined);
  useEffect(() => {
    if (completed === undefined) return;
    const before = known.current;
    known.current = completed;
    if (before === false && completed) {
      notify({ severity: 'success', message: GUIDE_DONE });
      close();
    }
  }, [completed, close, notify]);
}
