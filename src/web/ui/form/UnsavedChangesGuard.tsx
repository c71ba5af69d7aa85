import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../ConfirmDialog';

/**
 * Inside a <Form>: asks before leaving the page (in the app or the tab) with unsaved changes. Another query string
 * is another page (the chosen kind of a creation flow); only the hash may change freely.
 */
export function UnsavedChangesGuard({ when = true }: { when?: boolean }) {
  const { isDirty, isSubmitting } = useFormState();
  const guarding = when && isDirty && !isSubmitting;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guarding &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!guarding) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [guarding]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Discard unsaved changes?"
      confirmLabel="Discard changes"
      destructive
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      The changes you made on this page have not been saved.
    </ConfirmDialog>
  );
}
