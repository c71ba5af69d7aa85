import { lazy, Suspense } from 'react';
import type { RecordNotFoundProps } from './RecordNotFound';

// Seldom shown, and never where a page opens: its code loads when a page needs it.
const RecordNotFound = lazy(async () => ({ default: (await import('./RecordNotFound')).RecordNotFound }));

/** RecordNotFound, its code loaded when first shown: for pages that show it in place of their content. */
export function LazyRecordNotFound(props: RecordNotFoundProps) {
  return (
    <Suspense fallback={null}>
      <RecordNotFound {...props} />
    </Suspense>
  );
}
