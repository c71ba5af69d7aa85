import { projectRequest, type Project, type ProjectRequest } from '../../../../contract';
import { useEditedRecord } from '../../../lib/editedRecord';
import { shownInForm } from '../../../lib/mutations';
import { FormDialog } from '../../../ui/form/FormDialog';
import { useCreateProject } from '../api/createProject';
import { useEditProject } from '../api/editProject';
import { projectQueryOptions } from '../api/getProject';
import { ProjectFields } from './ProjectFields';

interface ProjectFormDialogProps {
  organizationId: string;
  open: boolean;
  onClose: () => void;
  /** The project to edit; absent to create one. */
  project?: Project;
}

const valuesOf = (project: Project): ProjectRequest => ({
  name: project.name,
  description: project.description,
});

/** Creates or edits a project; edit starts from the server's record. */
export function ProjectFormDialog({ project, ...props }: ProjectFormDialogProps) {
  return project ? <EditProjectDialog project={project} {...props} /> : <CreateProjectDialog {...props} />;
}

function CreateProjectDialog({ organizationId, open, onClose }: ProjectFormDialogProps) {
  const create = useCreateProject(organizationId, { onError: shownInForm });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Create project"
      description="A project groups the environments and services of one application."
      submitLabel="Create project"
      schema={projectRequest}
      defaultValues={{ name: '', description: '' }}
      onSubmit={async (values) => {
        await create.mutateAsync(values);
        onClose();
      }}
      conflictField="name"
      action="create projects here"
    >
      <ProjectFields />
    </FormDialog>
  );
}

function EditProjectDialog({ open, onClose, project }: ProjectFormDialogProps & { project: Project }) {
  const edit = useEditProject(project.id, { onError: shownInForm });
  const edits = useEditedRecord({
    opened: project,
    query: projectQueryOptions(project.id),
    name: `the project ${project.name}`,
    valuesOf,
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`Edit project ${project.name}`}
      submitLabel="Save changes"
      schema={projectRequest}
      defaultValues={valuesOf(edits.record)}
      edits={edits}
      onSubmit={async (values, _form, basedOn) => {
        await edit.mutateAsync({ body: values, basedOn });
        onClose();
      }}
      conflictField="name"
      action="edit this project"
    >
      <ProjectFields />
    </FormDialog>
  );
}
