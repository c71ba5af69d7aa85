import { useCallback, useMemo, useState } from 'react';

/** The dialog a board has open, naming what it is about by id (the stage or service as shown when it opens). */
export type BoardDialog =
  | { kind: 'create' }
  | { kind: 'edit'; stageId: string }
  | { kind: 'delete'; stageId: string }
  | { kind: 'move'; serviceId: string };

/**
 * Which dialog is open. The openers stay the same across renders (cards and columns are memoized on them), and the
 * dialog outlives `open`, so it keeps naming its subject while it fades out.
 */
export function useBoardDialogs() {
  const [state, setState] = useState<{ dialog: BoardDialog | undefined; open: boolean }>({
    dialog: undefined,
    open: false,
  });
  const show = useCallback((dialog: BoardDialog) => setState({ dialog, open: true }), []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  const openers = useMemo(
    () => ({
      create: () => show({ kind: 'create' }),
      edit: (stageId: string) => show({ kind: 'edit', stageId }),
      remove: (stageId: string) => show({ kind: 'delete', stageId }),
      chooseStage: (serviceId: string) => show({ kind: 'move', serviceId }),
    }),
    [show],
  );
  return { ...state, close, ...openers };
}

export type BoardDialogsState = ReturnType<typeof useBoardDialogs>;
