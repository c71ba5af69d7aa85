import { projectRequest, type Project, type ProjectRequest } from '../../../../contract';
import { shownInForm } from '../../../lib/mutations';
import { FormDialog } from '../../../ui/form/FormDialog';
import { useCreateProject } from '../api/createProject';
import { useEditProject } from '../api/editProject';
import { ProjectFields } from './ProjectFields';

interface ProjectFormDialogProps {
  organizationId: string;
  open: boolean;
  onClose: () => void;
  /** The project to edit; absent to create one. */
  project?: Project;
}

/** Creates or edits a project; edit starts from the server's record. */
export function ProjectFormDialog({ organizationId, open, onClose, project }: ProjectFormDialogProps) {
  const create = useCreateProject(organizationId, { onError: shownInForm });
  const edit = useEditProject(project?.id ?? '', { onError: shownInForm });
  const defaultValues: ProjectRequest = project
    ? { name: project.name, description: project.description }
    : { name: '', description: '' };

  const submit = async (values: ProjectRequest) => {
    await (project ? edit : create).mutateAsync(values);
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={project ? `Edit project ${project.name}` : 'Create project'}
      description={project ? undefined : 'A project groups the environments and services of one application.'}
      submitLabel={project ? 'Save changes' : 'Create project'}
      schema={projectRequest}
      defaultValues={defaultValues}
      onSubmit={submit}
      conflictField="name"
      action={project ? 'edit this project' : 'create projects here'}
    >
      <ProjectFields />
    </FormDialog>
  );
}
