import { lazyWithPreload } from '../../../../ui/lazyWithPreload';

// Dialogs load their code (forms, validation) when first needed, not with the board.
export const LazyStageFormDialog = lazyWithPreload(
  async () => (await import('./StageFormDialog')).StageFormDialog,
);
export const LazyDeleteStageDialog = lazyWithPreload(
  async () => (await import('./DeleteStageDialog')).DeleteStageDialog,
);
export const LazyMoveServiceDialog = lazyWithPreload(
  async () => (await import('./MoveServiceDialog')).MoveServiceDialog,
);
