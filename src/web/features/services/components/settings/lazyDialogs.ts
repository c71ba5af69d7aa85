import type { ServiceKind } from '../../../../../contract';
import { lazyWithPreload } from '../../../../ui/lazyWithPreload';
import type { CloneServiceDialogProps } from './CloneServiceDialog';
import type { DeleteServiceDialogProps } from './DeleteServiceDialog';

// Dialogs load their code (forms, validation) when first needed, not with the page.
export const LazyCloneServiceDialog = lazyWithPreload<CloneServiceDialogProps<ServiceKind>>(
  async () => (await import('./CloneServiceDialog')).CloneServiceDialog,
);
export const LazyDeleteServiceDialog = lazyWithPreload<DeleteServiceDialogProps<ServiceKind>>(
  async () => (await import('./DeleteServiceDialog')).DeleteServiceDialog,
);
