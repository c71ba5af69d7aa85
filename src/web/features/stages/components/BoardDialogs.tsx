import type { DeploymentStage } from '../../../../contract';
import { Deferred } from '../../../ui/Deferred';
import { LazyDeleteStageDialog, LazyMoveServiceDialog, LazyStageFormDialog } from './dialogs/lazyDialogs';
import type { BoardDialog } from './useBoardDialogs';

/** The board's dialogs: add or edit a stage, delete one, move a service to a chosen stage. */
export function BoardDialogs({
  environmentId,
  dialog,
  open,
  onClose,
  stages,
  serviceName,
  onMoveService,
}: {
  environmentId: string;
  dialog: BoardDialog | undefined;
  open: boolean;
  onClose: () => void;
  stages: readonly DeploymentStage[];
  serviceName: (serviceId: string) => string;
  onMoveService: (serviceId: string, stageId: string) => void;
}) {
  const stageOf = (stageId: string) => stages.find((stage) => stage.id === stageId);
  return (
    <>
      <Deferred when={dialog?.kind === 'create' || dialog?.kind === 'edit'}>
        <LazyStageFormDialog
          // A fresh form for each stage (and for a new one).
          key={dialog?.kind === 'edit' ? dialog.stageId : 'new'}
          environmentId={environmentId}
          open={open && (dialog?.kind === 'create' || dialog?.kind === 'edit')}
          onClose={onClose}
          stage={dialog?.kind === 'edit' ? stageOf(dialog.stageId) : undefined}
        />
      </Deferred>
      <Deferred when={dialog?.kind === 'delete'}>
        <LazyDeleteStageDialog
          environmentId={environmentId}
          stage={dialog?.kind === 'delete' ? stageOf(dialog.stageId) : undefined}
          open={open && dialog?.kind === 'delete'}
          onClose={onClose}
        />
      </Deferred>
      <Deferred when={dialog?.kind === 'move'}>
        <LazyMoveServiceDialog
          key={dialog?.kind === 'move' ? dialog.serviceId : undefined}
          open={open && dialog?.kind === 'move'}
          onClose={onClose}
          service={
            dialog?.kind === 'move'
              ? { id: dialog.serviceId, name: serviceName(dialog.serviceId) }
              : undefined
          }
          stages={stages}
          onMove={onMoveService}
        />
      </Deferred>
    </>
  );
}
