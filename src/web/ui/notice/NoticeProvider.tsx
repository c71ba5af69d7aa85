import { createContext, lazy, Suspense, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { NoticeInput, NoticeStore } from './noticeStore';

const NoticeViewport = lazy(() => import('./NoticeViewport'));

const NoticeContext = createContext<NoticeStore | null>(null);

const subscribeToNothing = () => () => undefined;
const nothing = () => undefined;

/**
 * Shows the notices posted below it. `asideWidth` is the width of the column at the left of a wide screen (the
 * sidebar) that notices show in, covering none of the page.
 */
export function NoticeProvider({
  store,
  asideWidth,
  children,
}: {
  store: NoticeStore;
  asideWidth: number;
  children: ReactNode;
}) {
  // The snackbar's code loads with the first notice.
  const notice = useSyncExternalStore(store.subscribe, store.current);
  return (
    <NoticeContext.Provider value={store}>
      {children}
      {notice ? (
        <Suspense fallback={null}>
          <NoticeViewport notice={notice} asideWidth={asideWidth} onClose={() => store.dismiss(notice.id)} />
        </Suspense>
      ) : null}
    </NoticeContext.Provider>
  );
}

/**
 * Whether a notice is on screen: a narrow screen shows it along the bottom edge, where the page then keeps room at
 * its end so that nothing stays beneath it.
 */
export function useNoticeShown(): boolean {
  const store = useContext(NoticeContext);
  return (
    useSyncExternalStore(store?.subscribe ?? subscribeToNothing, store?.current ?? nothing) !== undefined
  );
}

/** Posts a short message (a toast) to the person. */
export function useNotify(): (notice: NoticeInput) => void {
  const store = useContext(NoticeContext);
  if (!store) throw new Error('useNotify needs a NoticeProvider above it');
  return store.notify;
}
