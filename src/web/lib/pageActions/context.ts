import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { PageAction, PageActionsRegistry } from './registry';

export const PageActionsContext = createContext<PageActionsRegistry | null>(null);

const none: PageAction[] = [];
const subscribeToNothing = () => () => undefined;

/** What tells two registrations apart for the palette: everything but the function to run. */
const signatureOf = (actions: readonly PageAction[]) =>
  JSON.stringify(
    actions.map(({ id, label, keywords, general, above, disabledReason }) => [
      id,
      label,
      keywords,
      general,
      above,
      disabledReason,
    ]),
  );

/**
 * Offers a page's actions to the command palette for as long as the calling component is mounted. Each action runs
 * the latest `run` given, so callers may pass fresh closures on every render. Outside the shell (a page rendered
 * alone) it does nothing.
 */
export function useRegisterPageActions(actions: readonly PageAction[]) {
  const registry = useContext(PageActionsContext);
  const [part] = useState(() => Symbol('page actions'));
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  const signature = signatureOf(actions);
  useEffect(() => {
    if (!registry) return;
    registry.set(
      part,
      latest.current.map((action) => ({
        ...action,
        run: () => latest.current.find((candidate) => candidate.id === action.id)?.run(),
      })),
    );
    // The signature stands for the actions: a new closure alone needs no new registration.
  }, [registry, part, signature]);
  useEffect(() => (registry ? () => registry.remove(part) : undefined), [registry, part]);
}

/** The actions the page in view offers now. */
export function usePageActions(): PageAction[] {
  const registry = useContext(PageActionsContext);
  return useSyncExternalStore(registry?.subscribe ?? subscribeToNothing, registry?.list ?? (() => none));
}
