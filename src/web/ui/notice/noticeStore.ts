export type NoticeSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Notice {
  id: number;
  message: string;
  detail?: string | undefined;
  severity: NoticeSeverity;
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
