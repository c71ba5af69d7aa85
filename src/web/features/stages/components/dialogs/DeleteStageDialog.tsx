import type { DeploymentStage } from '../../../../../contract';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { useDeleteStage } from '../../api/deleteStage';

interface DeleteStageDialogProps {
  environmentId: string;
  stage: DeploymentStage | undefined;
  open: boolean;
  onClose: () => void;
}

/**
 * Asks before deleting a stage. A refusal (services arrived in it meanwhile) closes the dialog too: the notice says
 * which services, and the board now shows them in the stage.
 */
export function DeleteStageDialog({ environmentId, stage, open, onClose }: DeleteStageDialogProps) {
  const remove = useDeleteStage(environmentId);
  const confirm = async () => {
    if (!stage) return;
    try {
      await remove.mutateAsync(stage);
    } finally {
      onClose();
    }
  };
  return (
    <ConfirmDialog
      open={open && Boolean(stage)}
      title="Delete stage?"
      confirmLabel="Delete stage"
      destructive
      onConfirm={confirm}
      onClose={onClose}
    >
      This deletes the stage <strong>{stage?.name}</strong>; the stages after it move up one place.
    </ConfirmDialog>
  );
}
