export type NoticeSeverity = 'success' | 'info' | 'warning' | 'error';

/** One thing the person can do about a notice, e.g. undo what it reports. */
export interface NoticeAction {
  label: string;
  onAction: () => void;
}

export interface Notice {
  id: number;
  message: string;
  detail?: string | undefined;
  severity: NoticeSeverity;
  action?: NoticeAction | undefined;
  /**
   * Notices sharing a key stand for the same ongoing thing (the latest move on a board): a new one replaces the one
   * queued or shown rather than waiting behind it, so its action is the one offered.
   */
  key?: string | undefined;
}

export type NoticeInput = Omit<Notice, 'id'>;

/**
 * A queue of short messages shown one at a time. Code outside React (the query cache) can post to it as well as
 * components can.
 */
export function createNoticeStore() {
  let queue: Notice[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    notify(notice: NoticeInput) {
      const replaced = notice.key === undefined ? -1 : queue.findIndex((queued) => queued.key === notice.key);
      if (replaced >= 0) {
        queue = queue.map((queued, index) => (index === replaced ? { ...notice, id: nextId++ } : queued));
        emit();
        return;
      }
      // The same message twice in a row (several queries failing alike) is shown once.
      if (queue.some((queued) => queued.message === notice.message)) return;
      queue = [...queue, { ...notice, id: nextId++ }];
      emit();
    },
    dismiss(id: number) {
      queue = queue.filter((notice) => notice.id !== id);
      emit();
    },
    current: (): Notice | undefined => queue[0],
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type NoticeStore = ReturnType<typeof createNoticeStore>;
