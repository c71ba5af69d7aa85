import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { Environment } from '../../../../contract';
import { ProjectEnvironmentStatusChip } from '../../../lib/deployments/StatusChips';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { ActionIconButton } from '../../../ui/ActionButton';
import { TextLink } from '../../../ui/links';
import { DataTable } from '../../../ui/table/DataTable';
import type { Column } from '../../../ui/table/tableView';
import { EnvironmentModeChip } from './EnvironmentModeChip';
import { environmentModes } from './environmentModes';

interface EnvironmentsTableProps {
  organizationId: string;
  environments: Environment[];
  onEdit: (environment: Environment) => void;
  onDelete: (environment: Environment) => void;
  /** Why changing an environment is unavailable, if it is (a role may differ by environment type). */
  editDisabledReason: (environment: Environment) => string | undefined;
  deleteDisabledReason: (environment: Environment) => string | undefined;
}

/** Production first, then staging, development and previews, as people scan for what matters most. */
const modeOrder = { PRODUCTION: 1, STAGING: 2, DEVELOPMENT: 3, PREVIEW: 4 } as const;

export function EnvironmentsTable({
  organizationId,
  environments,
  onEdit,
  onDelete,
  editDisabledReason,
  deleteDisabledReason,
}: EnvironmentsTableProps) {
  const columns: Column<Environment>[] = [
    {
      id: 'name',
      header: 'Name',
      // Long names are cut short rather than pushing the row actions off narrow screens.
      grow: true,
      sortValue: (environment) => environment.name,
      render: (environment) => (
        <TextLink to={paths.environment(organizationId, environment.project.id, environment.id)}>
          {environment.name}
        </TextLink>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      render: (environment) => (
        <ProjectEnvironmentStatusChip projectId={environment.project.id} environmentId={environment.id} />
      ),
    },
    {
      id: 'mode',
      header: 'Mode',
      // On a phone the state comes first; the mode is on the environment's page.
      hideBelow: 'sm',
      sortValue: (environment) => modeOrder[environment.mode],
      render: (environment) => <EnvironmentModeChip mode={environment.mode} />,
    },
    {
      id: 'cluster',
      header: 'Cluster',
      // A cluster's name is short and whole: the environment's name takes the room left.
      hideBelow: 'lg',
      sortValue: (environment) => environment.cluster_name,
      render: (environment) => environment.cluster_name,
    },
    {
      id: 'services',
      header: 'Services',
      align: 'right',
      width: 110,
      hideBelow: 'sm',
      sortValue: (environment) => environment.service_count,
      render: (environment) => environment.service_count,
    },
    {
      id: 'created',
      header: 'Created',
      width: 140,
      hideBelow: 'lg',
      sortValue: (environment) => environment.created_at,
      render: (environment) => formatDate(environment.created_at),
    },
  ];

  return (
    <DataTable
      label="Environments"
      columns={columns}
      rows={environments}
      getRowId={(environment) => environment.id}
      initialSort={{ column: 'mode', direction: 'asc' }}
      search={
        environments.length > 5
          ? {
              label: 'Search environments',
              text: (environment) =>
                `${environment.name} ${environmentModes[environment.mode].label} ${environment.cluster_name}`,
            }
          : undefined
      }
      rowActions={(environment) => (
        <>
          <ActionIconButton
            label={`Edit ${environment.name}`}
            icon={<EditIcon fontSize="small" />}
            onClick={() => onEdit(environment)}
            disabledReason={editDisabledReason(environment)}
          />
          <ActionIconButton
            label={`Delete ${environment.name}`}
            icon={<DeleteIcon fontSize="small" />}
            color="error"
            onClick={() => onDelete(environment)}
            disabledReason={deleteDisabledReason(environment)}
          />
        </>
      )}
    />
  );
}
