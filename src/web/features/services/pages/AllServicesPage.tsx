import AppsIcon from '@mui/icons-material/AppsOutlined';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { serviceType, type OrganizationServiceSort, type ServiceType } from '../../../../contract';
import { clustersQueryOptions } from '../../../data/clusters/queries';
import { projectsQueryOptions } from '../../../data/projects/queries';
import { RecordNotFound } from '../../../lib/notFound/RecordNotFound';
import { isNotFound } from '../../../lib/notFound/routeIds';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/routeParams';
import { EmptyState } from '../../../ui/EmptyState';
import { InlineSelect } from '../../../ui/InlineSelect';
import { ButtonLink } from '../../../ui/links';
import { PageHeader } from '../../../ui/PageHeader';
import { PageState } from '../../../ui/PageState';
import { Button, Stack } from '../../../ui/primitives';
import { SearchBox } from '../../../ui/table/SearchBox';
import { TableSkeleton } from '../../../ui/table/TableSkeleton';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { organizationServicesQueryOptions } from '../api/getOrganizationServices';
import { AllServicesTable, ServicesPager } from '../components/allServices/AllServicesTable';
import { kindOf, kindPresentation } from '../model/catalog';
import {
  type AllServicesFilters,
  isFiltered,
  noFilters,
  queryOf,
  sortLabels,
  type StatusGroup,
  statusGroupLabels,
} from '../model/allServices';

const any = { value: '', label: 'Any' } as const;
const entries = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));
const kindOptions = serviceType.options.map((type) => ({
  value: type,
  label: kindPresentation[kindOf(type)].label,
}));

/** Every service of the organization: what runs, what failed, what waits, whatever project it sits in. */
export function AllServicesPage() {
  const organizationId = useRouteParam('organizationId');
  const [filters, setFilters] = useState<AllServicesFilters>(noFilters);
  const search = useDebouncedValue(filters.search);
  const list = useQuery(organizationServicesQueryOptions(organizationId, queryOf({ ...filters, search })));
  const projects = useQuery(projectsQueryOptions(organizationId));
  const clusters = useQuery(clustersQueryOptions(organizationId));
  // A change of filter starts again from the first page.
  const change = (next: Partial<AllServicesFilters>) =>
    setFilters((current) => ({ ...current, page: 1, ...next }));
  if (isNotFound(list.error)) return <RecordNotFound param="organizationId" />;
  const filtered = isFiltered(filters);
  const clear = <Button onClick={() => setFilters(noFilters)}>Clear filters</Button>;
  return (
    <>
      <PageHeader
        title="All services"
        description="Every service of the organization you can see, with its project, environment, status and last deployment."
      />
      <Stack
        direction="row"
        useFlexGap
        spacing={2}
        sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
        role="search"
        aria-label="Filter services"
      >
        <SearchBox
          label="Search services by name"
          value={filters.search}
          onChange={(value) => change({ search: value })}
        />
        <InlineSelect<StatusGroup | ''>
          label="Status"
          value={filters.status}
          options={[any, ...entries(statusGroupLabels)]}
          onChange={(status) => change({ status })}
        />
        <InlineSelect<ServiceType | ''>
          label="Kind"
          value={filters.kind}
          options={[any, ...kindOptions]}
          onChange={(kind) => change({ kind })}
        />
        <InlineSelect<string>
          label="Project"
          value={filters.projectId}
          options={[
            any,
            ...(projects.data?.results ?? []).map((project) => ({ value: project.id, label: project.name })),
          ]}
          onChange={(projectId) => change({ projectId })}
        />
        <InlineSelect<string>
          label="Cluster"
          value={filters.clusterId}
          options={[
            any,
            ...(clusters.data?.results ?? []).map((cluster) => ({ value: cluster.id, label: cluster.name })),
          ]}
          onChange={(clusterId) => change({ clusterId })}
        />
        <InlineSelect<OrganizationServiceSort>
          label="Sort by"
          value={filters.sort}
          options={entries(sortLabels)}
          onChange={(sort) => setFilters((current) => ({ ...current, sort }))}
        />
        {filtered ? clear : null}
      </Stack>
      <PageState
        query={list}
        action="view the services of this organization"
        pending={<TableSkeleton label="Loading services" />}
        isEmpty={(data) => data.results.length === 0}
        empty={
          filtered ? (
            <EmptyState
              icon={<AppsIcon />}
              title="No service matches these filters"
              description="Change or clear the filters to see more services."
              action={clear}
            />
          ) : (
            <EmptyState
              icon={<AppsIcon />}
              title="No services yet"
              description="Services are created in an environment of a project: open a project to add the first one."
              action={<ButtonLink to={paths.projects(organizationId)}>Open projects</ButtonLink>}
            />
          )
        }
      >
        {(data) => (
          <>
            <AllServicesTable organizationId={organizationId} services={data.results} />
            <ServicesPager
              page={filters.page}
              pagination={data.pagination}
              onPage={(page) => setFilters((current) => ({ ...current, page }))}
            />
          </>
        )}
      </PageState>
    </>
  );
}
