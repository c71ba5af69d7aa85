import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { projectsQueryOptions } from '../../data/projects/queries';
import { projectQueryOptions } from '../../features/projects/api/getProject';
import { paths } from '../../lib/paths';
import type { Crumb } from '../../lib/routeHandle';
import { sectionPath } from '../routeHandle';
import { CrumbMenu } from './CrumbMenu';
import { EnvironmentCrumb } from './EnvironmentCrumb';
import { LazyClusterCrumb, LazyServiceCrumb } from './lazyCrumbs';
import { useOrganizations, useRouteHandle } from './useShellContext';
import { RecordCrumb } from './RecordCrumb';

/** Organization › section › record; the organization and project crumbs switch to their siblings. */
export function Breadcrumbs() {
  const { organizations, current } = useOrganizations();
  const handle = useRouteHandle();
  const { projectId, environmentId, kind, serviceId, clusterId } = useParams();
  if (!current || !handle) return null;

  const trail = handle.crumbs;
  const isLast = (crumb: Crumb) => trail[trail.length - 1] === crumb;
  // The record the page is about (a deployment's page is about its service): it goes among the recent places.
  const visited = trail.findLast((crumb) => recordCrumbs.has(crumb));
  const isVisited = (crumb: Crumb) => crumb === visited;
  const items: ReactNode[] = [
    <CrumbMenu
      key="organization"
      label={current.name}
      menuLabel="Organizations"
      currentId={current.id}
      isCurrentPage={false}
      siblings={organizations.map((organization) => ({
        id: organization.id,
        label: organization.name,
        to: sectionPath(handle.section, organization.id),
      }))}
    />,
  ];
  for (const crumb of trail) {
    if (crumb === 'project' && projectId) {
      items.push(
        <ProjectCrumb
          key={crumb}
          organizationId={current.id}
          projectId={projectId}
          isCurrentPage={isLast(crumb)}
          visited={isVisited(crumb)}
        />,
      );
    } else if (crumb === 'environment' && projectId && environmentId) {
      items.push(
        <EnvironmentCrumb
          key={crumb}
          organizationId={current.id}
          projectId={projectId}
          environmentId={environmentId}
          isCurrentPage={isLast(crumb)}
          visited={isVisited(crumb)}
        />,
      );
    } else if (crumb === 'service' && projectId && environmentId && kind && serviceId) {
      // Until its code is there (it comes with the service page's), it reads "Service" as while loading its name.
      const fallback = (
        <CrumbMenu
          label="Service"
          menuLabel="Services"
          currentId={serviceId}
          isCurrentPage={isLast(crumb)}
          siblings={[]}
        />
      );
      items.push(
        <Suspense key={crumb} fallback={fallback}>
          <LazyServiceCrumb
            organizationId={current.id}
            projectId={projectId}
            environmentId={environmentId}
            kind={kind}
            serviceId={serviceId}
            isCurrentPage={isLast(crumb)}
            visited={isVisited(crumb)}
          />
        </Suspense>,
      );
    } else if (crumb === 'cluster' && clusterId) {
      items.push(
        <Suspense
          key={crumb}
          fallback={
            <CrumbMenu
              label="Cluster"
              menuLabel="Clusters"
              currentId={clusterId}
              isCurrentPage={isLast(crumb)}
              siblings={[]}
            />
          }
        >
          <LazyClusterCrumb
            organizationId={current.id}
            clusterId={clusterId}
            isCurrentPage={isLast(crumb)}
            visited={isVisited(crumb)}
          />
        </Suspense>,
      );
    } else {
      items.push(
        <PlainCrumb key={crumb} to={crumbPath(crumb, current.id)} current={isLast(crumb)}>
          {crumbLabels[crumb]}
        </PlainCrumb>,
      );
    }
  }

  return (
    <MuiBreadcrumbs aria-label="Breadcrumb" sx={{ mb: 2, '& .MuiBreadcrumbs-li': { display: 'flex' } }}>
      {items}
    </MuiBreadcrumbs>
  );
}

const recordCrumbs = new Set<Crumb>(['project', 'environment', 'service', 'cluster']);

const crumbLabels: Record<Crumb, string> = {
  projects: 'Projects',
  project: 'Project',
  environment: 'Environment',
  service: 'Service',
  deployment: 'Deployment',
  'new-service': 'New service',
  clusters: 'Clusters',
  'all-services': 'All services',
  cluster: 'Cluster',
  'new-cluster': 'New cluster',
  settings: 'Settings',
  'settings-general': 'General',
  'settings-api-tokens': 'API tokens',
  'settings-git-tokens': 'Git tokens',
  'settings-container-registries': 'Container registries',
  'settings-helm-repositories': 'Helm repositories',
  'settings-webhooks': 'Webhooks',
  'settings-audit-log': 'Audit log',
  'settings-roles': 'Roles',
  'settings-members': 'Members',
  'settings-billing': 'Billing',
};

function crumbPath(crumb: Crumb, organizationId: string): string {
  if (crumb === 'settings' || crumb === 'settings-general') return paths.generalSettings(organizationId);
  if (crumb === 'settings-api-tokens') return paths.apiTokens(organizationId);
  if (crumb === 'settings-git-tokens') return paths.gitTokens(organizationId);
  if (crumb === 'settings-container-registries') return paths.containerRegistries(organizationId);
  if (crumb === 'settings-helm-repositories') return paths.helmRepositories(organizationId);
  if (crumb === 'settings-webhooks') return paths.webhooks(organizationId);
  if (crumb === 'settings-audit-log') return paths.auditLog(organizationId);
  if (crumb === 'clusters' || crumb === 'cluster' || crumb === 'new-cluster')
    return paths.clusters(organizationId);
  if (crumb === 'all-services') return paths.allServices(organizationId);
  if (crumb === 'settings-roles') return paths.roles(organizationId);
  if (crumb === 'settings-members') return paths.members(organizationId);
  if (crumb === 'settings-billing') return paths.billing(organizationId);
  return paths.projects(organizationId);
}

function PlainCrumb({ to, current, children }: { to: string; current: boolean; children: ReactNode }) {
  if (current) {
    return (
      <Typography
        variant="body2"
        aria-current="page"
        sx={{ fontWeight: 600, color: 'text.primary', px: 0.75 }}
      >
        {children}
      </Typography>
    );
  }
  return (
    <Link component={RouterLink} to={to} underline="hover" color="inherit" variant="body2" sx={{ px: 0.75 }}>
      {children}
    </Link>
  );
}

function ProjectCrumb({
  organizationId,
  projectId,
  isCurrentPage,
  visited,
}: {
  organizationId: string;
  projectId: string;
  isCurrentPage: boolean;
  /** The page is about this project: it goes among the recent places. */
  visited: boolean;
}) {
  const project = useQuery(projectQueryOptions(projectId));
  const siblings = useQuery(projectsQueryOptions(organizationId));
  return (
    <RecordCrumb
      recordId={projectId}
      name={project.data?.name}
      fallbackName="Project"
      menuLabel="Projects"
      siblings={siblings.data?.results ?? (project.data ? [project.data] : [])}
      pathOf={(sibling) => paths.project(organizationId, sibling.id)}
      isCurrentPage={isCurrentPage}
      visit={
        visited && project.data
          ? {
              kind: 'PROJECT',
              id: projectId,
              name: project.data.name,
              context: '',
              path: paths.project(organizationId, projectId),
              organizationId,
            }
          : undefined
      }
    />
  );
}
