import type { ReactNode } from 'react';
import type { DeploymentOrigin, ServiceDeployment } from '../../../../contract';
import { formatDateTime } from '../../../lib/format';
import { isInFlight } from '../../../lib/deployments/serviceStates';
import { TextLink } from '../../../ui/links';
import { Typography } from '../../../ui/primitives';
import { DataTable } from '../../../ui/table/DataTable';
import type { Column } from '../../../ui/table/tableView';
import { deploymentSeconds, triggerCell, versionText } from '../model/format';
import { actionColumn, durationColumn, stateColumn } from './deploymentColumns';
import { useNow } from './useNow';

export interface Trigger {
  by: string | null;
  origin: DeploymentOrigin;
}

interface DeploymentsTableProps {
  deployments: ServiceDeployment[];
  /** Who asked for each deployment request, by request id (the environment's history knows). */
  triggers: ReadonlyMap<string, Trigger>;
  deploymentPath: (deployment: ServiceDeployment) => string;
  /** What can be done with a deployment (roll back to it), in a last column. */
  rowAction?: (deployment: ServiceDeployment) => ReactNode;
}

const startedAt = (deployment: ServiceDeployment) => deployment.started_at ?? deployment.created_at;

/** A service's deployments, newest first; each opens its deployment view. */
export function DeploymentsTable({
  deployments,
  triggers,
  deploymentPath,
  rowAction,
}: DeploymentsTableProps) {
  const now = useNow(deployments.some((deployment) => isInFlight(deployment.state)));
  const columns: Column<ServiceDeployment>[] = [
    {
      id: 'started',
      header: 'Started',
      sortValue: startedAt,
      render: (deployment) => (
        <TextLink to={deploymentPath(deployment)}>{formatDateTime(startedAt(deployment))}</TextLink>
      ),
    },
    actionColumn(),
    stateColumn(),
    {
      id: 'version',
      header: 'Version',
      grow: true,
      hideBelow: 'sm',
      render: (deployment) => {
        const version = versionText(deployment.version);
        return (
          <Typography variant="body2" noWrap title={version} sx={{ fontFamily: 'monospace', fontSize: 13 }}>
            {version}
          </Typography>
        );
      },
    },
    durationColumn((deployment) => deploymentSeconds(deployment, now)),
    {
      id: 'triggeredBy',
      header: 'Triggered by',
      hideBelow: 'md',
      render: (deployment) => {
        const trigger = triggers.get(deployment.deployment_request_id);
        return trigger ? triggerCell(trigger.by, trigger.origin) : '—';
      },
    },
  ];
  return (
    <DataTable
      label="Deployments"
      columns={columns}
      rows={deployments}
      getRowId={(deployment) => deployment.id}
      initialSort={{ column: 'started', direction: 'desc' }}
      rowActions={rowAction}
    />
  );
}
