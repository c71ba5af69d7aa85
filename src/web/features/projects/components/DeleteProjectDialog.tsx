import type { Project } from '../../../../contract';
import { plural } from '../../../lib/format';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useDeleteProject } from '../api/deleteProject';

interface DeleteProjectDialogProps {
  project: Project | undefined;
  open: boolean;
  onClose: () => void;
  /** Runs before the caches drop the project, e.g. to leave its page. */
  onDeleted?: () => void;
}

export function DeleteProjectDialog({ project, open, onClose, onDeleted }: DeleteProjectDialogProps) {
  const remove = useDeleteProject({
    onSuccess: () => {
      onClose();
      onDeleted?.();
    },
  });
  return (
    <ConfirmDialog
      open={open && Boolean(project)}
      title="Delete project?"
      confirmLabel="Delete project"
      destructive
      confirmText={project?.name}
      onConfirm={() => (project ? remove.mutateAsync(project) : undefined)}
      onClose={onClose}
    >
      This permanently deletes the project <strong>{project?.name}</strong>
      {project && project.associated_environments_count > 0
        ? ` and its ${plural(project.associated_environments_count, 'environment')}`
        : ''}
      . It cannot be undone.
    </ConfirmDialog>
  );
}
