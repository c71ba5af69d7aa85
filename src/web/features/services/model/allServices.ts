import type {
  organizationServiceEndpoints,
  OrganizationServiceSort,
  QueryOf,
  ServiceState,
  ServiceType,
} from '../../../../contract';
import { serviceStates } from '../../../lib/deployments/serviceStates';

/** The states people filter by, grouped as a status reads at a glance. */
export type StatusGroup = 'running' | 'in_progress' | 'failed' | 'stopped' | 'never';

export const statusGroupLabels: Record<StatusGroup, string> = {
  running: 'Running',
  in_progress: 'In progress',
  failed: 'Failed',
  stopped: 'Stopped or uninstalled',
  never: 'Never deployed',
};

function groupOf(state: ServiceState): StatusGroup {
  const look = serviceStates[state];
  if (state === 'READY') return 'never';
  if (look.phase !== 'settled') return 'in_progress';
  if (look.tone === 'success') return 'running';
  if (look.tone === 'error') return 'failed';
  return 'stopped';
}

/** The states of a group, as the list's `state` filter takes them. */
export function statesOf(group: StatusGroup): ServiceState[] {
  return (Object.keys(serviceStates) as ServiceState[]).filter((state) => groupOf(state) === group);
}

export const sortLabels: Record<OrganizationServiceSort, string> = {
  name: 'Name, A to Z',
  '-name': 'Name, Z to A',
  project: 'Project',
  '-project': 'Project, Z to A',
  environment: 'Environment',
  '-environment': 'Environment, Z to A',
  kind: 'Kind',
  '-kind': 'Kind, reversed',
  state: 'Status',
  '-state': 'Status, reversed',
  last_deployment: 'Deployed longest ago',
  '-last_deployment': 'Deployed most recently',
};

/** What the page's controls hold; empty texts stand for "any". */
export interface AllServicesFilters {
  search: string;
  status: StatusGroup | '';
  kind: ServiceType | '';
  projectId: string;
  clusterId: string;
  sort: OrganizationServiceSort;
  page: number;
}

export const noFilters: AllServicesFilters = {
  search: '',
  status: '',
  kind: '',
  projectId: '',
  clusterId: '',
  sort: 'name',
  page: 1,
};

export const ALL_SERVICES_PAGE_SIZE = 50;

export type AllServicesQuery = QueryOf<typeof organizationServiceEndpoints.list>;

/** The list's query for what the controls hold. */
export function queryOf(filters: AllServicesFilters): AllServicesQuery {
  const search = filters.search.trim();
  return {
    page: filters.page,
    page_size: ALL_SERVICES_PAGE_SIZE,
    sort: filters.sort,
    ...(search ? { q: search } : {}),
    ...(filters.status ? { state: statesOf(filters.status).join(',') } : {}),
    ...(filters.kind ? { service_type: filters.kind } : {}),
    ...(filters.projectId ? { project_id: filters.projectId } : {}),
    ...(filters.clusterId ? { cluster_id: filters.clusterId } : {}),
  };
}

export const isFiltered = (filters: AllServicesFilters) =>
  filters.search.trim() !== '' ||
  filters.status !== '' ||
  filters.kind !== '' ||
  filters.projectId !== '' ||
  filters.clusterId !== '';
