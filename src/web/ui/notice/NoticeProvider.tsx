import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { NoticeInput, NoticeStore } from './noticeStore';

const NoticeViewport = lazy(() => import('./NoticeViewport'));

const NoticeContext = createContext<NoticeStore | null>(null);
/** Sets how far from the bottom edge notices keep on a narrow screen (`useNoticesAbove`). */
const ClearanceContext = createContext<((pixels: number) => void) | null>(null);

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
  const [clearance, setClearance] = useState(0);
  return (
    <NoticeContext.Provider value={store}>
      <ClearanceContext.Provider value={setClearance}>
        {children}
        {notice ? (
          <Suspense fallback={null}>
            <NoticeViewport
              notice={notice}
              asideWidth={asideWidth}
              bottomClearance={clearance}
              onClose={() => store.dismiss(notice.id)}
            />
          </Suspense>
        ) : null}
      </ClearanceContext.Provider>
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

/**
 * Keeps notices above an element floating along the bottom edge of a narrow screen (the guide's panel) for as long
 * as it is given, rather than on top of it: both would otherwise claim the bottom edge. Null lets the edge go.
 */
export function useNoticesAbove(element: HTMLElement | null): void {
  const setClearance = useContext(ClearanceContext);
  useEffect(() => {
    if (!element || !setClearance) return;
    const measure = () =>
      setClearance(Math.max(0, Math.round(window.innerHeight - element.getBoundingClientRect().top)));
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      setClearance(0);
    };
  }, [element, setClearance]);
}

/** Posts a short message (a toast) to the person. */
export function useNotify(): (notice: NoticeInput) => void {
  const store = useContext(NoticeContext);
  if (!store) throw new Error('useNotify needs a NoticeProvider above it');
  return store.notify;
}
