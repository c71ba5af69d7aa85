import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { Project } from '../../../../contract';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { ActionIconButton } from '../../../ui/ActionButton';
import { TextLink } from '../../../ui/links';
import { Typography } from '../../../ui/primitives';
import { DataTable } from '../../../ui/table/DataTable';
import { type Column } from '../../../ui/table/tableView';

interface ProjectsTableProps {
  organizationId: string;
  projects: Project[];
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => void;
  /** Why editing is unavailable, if it is. */
  editDisabledReason: string | undefined;
  deleteDisabledReason: string | undefined;
}

export function ProjectsTable({
  organizationId,
  projects,
  onEdit,
  onDelete,
  editDisabledReason,
  deleteDisabledReason,
}: ProjectsTableProps) {
  const columns: Column<Project>[] = [
    {
      id: 'name',
      header: 'Name',
      sortValue: (project) => project.name,
      render: (project) => <TextLink to={paths.project(organizationId, project.id)}>{project.name}</TextLink>,
    },
    {
      id: 'description',
      header: 'Description',
      hideBelow: 'lg',
      grow: true,
      render: (project) => (
        <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap title={project.description}>
          {project.description || '—'}
        </Typography>
      ),
    },
    {
      id: 'environments',
      header: 'Environments',
      align: 'right',
      width: 140,
      hideBelow: 'sm',
      sortValue: (project) => project.associated_environments_count,
      render: (project) => project.associated_environments_count,
    },
    {
      id: 'created',
      header: 'Created',
      width: 140,
      hideBelow: 'sm',
      sortValue: (project) => project.created_at,
      render: (project) => formatDate(project.created_at),
    },
  ];

  return (
    <DataTable
      label="Projects"
      columns={columns}
      rows={projects}
      getRowId={(project) => project.id}
      initialSort={{ column: 'name', direction: 'asc' }}
      search={{ label: 'Search projects', text: (project) => `${project.name} ${project.description}` }}
      rowActions={(project) => (
        <>
          <ActionIconButton
            label={`Edit ${project.name}`}
            icon={<EditIcon fontSize="small" />}
            onClick={() => onEdit(project)}
            disabledReason={editDisabledReason}
          />
          <ActionIconButton
            label={`Delete ${project.name}`}
            icon={<DeleteIcon fontSize="small" />}
            color="error"
            onClick={() => onDelete(project)}
            disabledReason={deleteDisabledReason}
          />
        </>
      )}
    />
  );
}
