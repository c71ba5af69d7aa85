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
      grow: true,
      sortValue: (project) => project.name,
      // The description goes under the name rather than in a column of its own, so it shows however narrow the
      // table (a phone's leaves the name alone): one line, cut short, the whole of it as the tooltip.
      render: (project) => (
        <>
          <TextLink to={paths.project(organizationId, project.id)}>{project.name}</TextLink>
          {project.description ? (
            <Typography
              variant="body2"
              component="p"
              noWrap
              title={project.description}
              sx={{ color: 'text.secondary' }}
            >
              {project.description}
            </Typography>
          ) : null}
        </>
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
