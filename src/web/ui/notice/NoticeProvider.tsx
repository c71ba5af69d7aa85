import { createContext, lazy, Suspense, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { NoticeInput, NoticeStore } from './noticeStore';

const NoticeViewport = lazy(() => import('./NoticeViewport'));

const NoticeContext = createContext<NoticeStore | null>(null);

export function NoticeProvider({ store, children }: { store: NoticeStore; children: ReactNode }) {
  // The snackbar's code loads with the first notice.
  const notice = useSyncExternalStore(store.subscribe, store.current);
  return (
    <NoticeContext.Provider value={store}>
      {children}
      {notice ? (
        <Suspense fallback={null}>
          <NoticeViewport notice={notice} onClose={() => store.dismiss(notice.id)} />
        </Suspense>
      ) : null}
    </NoticeContext.Provider>
  );
}

/** Posts a short message (a toast) to the person. */
export function useNotify(): (notice: NoticeInput) => void {
  const store = useContext(NoticeContext);
  if (!store) throw new Error('useNotify needs a NoticeProvider above it');
  return store.notify;
}
