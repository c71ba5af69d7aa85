import { useState } from 'react';

/**
 * State for a dialog about one item (the project to delete, the token to revoke). The item outlives `open`, so the
 * dialog keeps naming it while it fades out.
 */
export function useDialogTarget<T>() {
  const [state, setState] = useState<{ target: T | undefined; open: boolean }>({
    target: undefined,
    open: false,
  });
  return {
    target: state.target,
    open: state.open,
    show: (target: T) => setState({ target, open: true }),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}
