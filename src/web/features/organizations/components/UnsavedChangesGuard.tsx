import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

/** Inside a <Form>: asks before leaving the page (in the app or the tab) with unsaved changes. */
export function UnsavedChangesGuard() {
  const { isDirty, isSubmitting } = useFormState();
  const guarding = isDirty && !isSubmitting;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => guarding && currentLocation.pathname !== nextLocation.pathname,
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
