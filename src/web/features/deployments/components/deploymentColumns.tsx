import type { DeploymentAction, ServiceState } from '../../../../contract';
import { serviceStates } from '../../../lib/deployments/serviceStates';
import { StatusChip } from '../../../ui/status/StatusChip';
import type { Column } from '../../../ui/table/tableView';
import { formatDuration } from '../model/format';
import { actionWords } from '../model/words';

/*
 * The columns a service's deployments and an environment's share. `sortable` is off for a list loaded a page at a
 * time, where sorting what is loaded would only look like sorting the whole.
 */

export const actionColumn = <Row extends { action: DeploymentAction }>(sortable = true): Column<Row> => ({
  id: 'action',
  header: 'Action',
  hideBelow: 'sm',
  sortValue: sortable ? (row) => actionWords[row.action] : undefined,
  render: (row) => actionWords[row.action],
});

export const stateColumn = <Row extends { state: ServiceState }>(sortable = true): Column<Row> => ({
  id: 'state',
  header: 'State',
  sortValue: sortable ? (row) => serviceStates[row.state].label : undefined,
  render: (row) => <StatusChip {...serviceStates[row.state]} />,
});

export const durationColumn = <Row,>(seconds: (row: Row) => number | null, sortable = true): Column<Row> => ({
  id: 'duration',
  header: 'Duration',
  align: 'right',
  hideBelow: 'md',
  sortValue: sortable ? seconds : undefined,
  render: (row) => formatDuration(seconds(row)),
});
