/** Something the page in view can do, offered by the command palette beside its own buttons. */
export interface PageAction {
  /** Unique on the page, e.g. `service.deploy`. */
  id: string;
  /** What the palette lists, e.g. "Deploy storefront-api". */
  label: string;
  /** Words that find it beside its label, e.g. "release ship". */
  keywords?: string;
  /** Listed after the page's own actions: what every page offers alike (copying the id). */
  general?: boolean;
  /**
   * Offered by a page above the one in view (the environment's New service on a service's page): listed after the
   * page's own, and left out where the page in view offers it itself.
   */
  above?: boolean;
  /** Why it cannot run now (the same words as its button's tooltip); absent when it can. */
  disabledReason?: string;
  run: () => void;
}

/**
 * The actions the mounted parts of a page offer, each part under its own key: parts come and go with the page, and
 * the palette reads whatever is mounted when it opens. A store outside React, so registering re-renders no page.
 */
export function createPageActionsRegistry() {
  const parts = new Map<symbol, PageAction[]>();
  const listeners = new Set<() => void>();
  let snapshot: PageAction[] = [];
  const changed = () => {
    const all = [...parts.values()].flat();
    snapshot = [...all.filter((action) => !action.general), ...all.filter((action) => action.general)];
    listeners.forEach((listener) => listener());
  };
  return {
    set(part: symbol, actions: PageAction[]) {
      parts.set(part, actions);
      changed();
    },
    remove(part: symbol) {
      if (parts.delete(part)) changed();
    },
    /** Every action offered now, in the order the parts registered, the general ones last. */
    list: (): PageAction[] => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type PageActionsRegistry = ReturnType<typeof createPageActionsRegistry>;
