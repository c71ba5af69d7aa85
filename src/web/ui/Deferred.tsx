import { Suspense, type ReactNode } from 'react';

/** Renders lazily loaded children once `when` holds (a dialog first opened), and nothing while their code loads. */
export function Deferred({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? <Suspense fallback={null}>{children}</Suspense> : null;
}
