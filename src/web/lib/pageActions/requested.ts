import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { usePageActions } from './context';

const ACTION_PARAM = 'action';

/** The address of a page asking it to run one of its actions (`id`) once it offers it: an action of a page above. */
export function pathRunning(path: string, actionId: string): string {
  return `${path}?${new URLSearchParams({ [ACTION_PARAM]: actionId }).toString()}`;
}

/**
 * Runs the page's action the address asks for (`pathRunning`) once the page offers it, then drops the request from
 * the address so that going back or reloading does not run it again. An action the session may not run is not run:
 * the page shows its button disabled, with the reason.
 */
export function useRunRequestedAction() {
  const [search, setSearch] = useSearchParams();
  const requested = search.get(ACTION_PARAM);
  const actions = usePageActions();
  const action = requested
    ? actions.find((candidate) => candidate.id === requested && !candidate.above)
    : undefined;
  useEffect(() => {
    if (!action) return;
    setSearch(
      (params) => {
        params.delete(ACTION_PARAM);
        return params;
      },
      { replace: true },
    );
    if (!action.disabledReason) action.run();
  }, [action, setSearch]);
}
