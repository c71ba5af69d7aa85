import type { SearchResult, ServiceKind, ServiceType } from '../../../../contract';
import { paths } from '../../../lib/paths';

/** A page the palette can open: an organization, a cluster, a project, an environment or a service. */
export interface Place {
  kind: 'ORGANIZATION' | 'CLUSTER' | 'PROJECT' | 'ENVIRONMENT' | 'SERVICE';
  id: string;
  name: string;
  /** Where it sits, e.g. "storefront / production". */
  context: string;
  path: string;
  /** The organization it belongs to (itself for an organization). */
  organizationId: string;
}

// Written out rather than read from the contract's table of kinds, which carries every service schema.
export const kindOfType: Record<ServiceType, ServiceKind> = {
  APPLICATION: 'application',
  CONTAINER: 'container',
  DATABASE: 'database',
  JOB: 'job',
  HELM: 'helm',
  TERRAFORM: 'terraform',
};

export const placeKindLabels: Record<Place['kind'], string> = {
  ORGANIZATION: 'Organization',
  CLUSTER: 'Cluster',
  PROJECT: 'Project',
  ENVIRONMENT: 'Environment',
  SERVICE: 'Service',
};

export function organizationPlace(organization: { id: string; name: string }): Place {
  return {
    kind: 'ORGANIZATION',
    id: organization.id,
    name: organization.name,
    context: '',
    path: paths.projects(organization.id),
    organizationId: organization.id,
  };
}

/** The page of a record the search found. */
export function placeOfResult(organizationId: string, result: SearchResult): Place | undefined {
  const base = { id: result.id, name: result.name, organizationId };
  switch (result.kind) {
    case 'PROJECT':
      return { ...base, kind: 'PROJECT', context: '', path: paths.project(organizationId, result.id) };
    case 'ENVIRONMENT':
      if (!result.project) return undefined;
      return {
        ...base,
        kind: 'ENVIRONMENT',
        context: result.project.name,
        path: paths.environment(organizationId, result.project.id, result.id),
      };
    case 'SERVICE':
      if (!result.project || !result.environment || !result.service_type) return undefined;
      return {
        ...base,
        kind: 'SERVICE',
        context: `${result.project.name} / ${result.environment.name}`,
        path: paths.service(
          organizationId,
          result.project.id,
          result.environment.id,
          kindOfType[result.service_type],
          result.id,
        ),
      };
    case 'CLUSTER':
      return { ...base, kind: 'CLUSTER', context: '', path: paths.cluster(organizationId, result.id) };
  }
}
