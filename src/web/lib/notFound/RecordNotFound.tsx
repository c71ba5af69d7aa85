import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useParams } from 'react-router';
import type { ServiceKind } from '../../../contract';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { ButtonLink } from '../../ui/links';
import { paths } from '../paths';
import type { RouteIdParam } from './routeIds';

export interface RecordNotFoundProps {
  /** The path parameter naming the record that is not there. */
  param: RouteIdParam;
  /** The id cannot name a record at all (not a UUID), rather than naming one the API does not know. */
  malformed?: boolean;
}

const nouns: Record<Exclude<RouteIdParam, 'serviceId'>, string> = {
  organizationId: 'organization',
  clusterId: 'cluster',
  projectId: 'project',
  environmentId: 'environment',
  deploymentId: 'deployment',
};

/**
 * The word for each kind of service. Written out rather than read from the contract's table of kinds, which
 * carries every service schema and zod: the shell shows this view, so it is part of every page's first load.
 */
const serviceNouns: Record<ServiceKind, string> = {
  application: 'application',
  container: 'container',
  database: 'database',
  job: 'job',
  helm: 'helm chart',
  terraform: 'terraform',
};

const isServiceKind = (value: string | undefined): value is ServiceKind =>
  value !== undefined && Object.prototype.hasOwnProperty.call(serviceNouns, value);

const serviceNoun = (kind: string | undefined) => (isServiceKind(kind) ? serviceNouns[kind] : 'service');

const withArticle = (noun: string) => `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
const capitalized = (noun: string) => `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;

/** Where to go from a record that is not there: the list it would be in (the organizations for an organization). */
function wayBack(param: RouteIdParam, params: Readonly<Partial<Record<string, string>>>) {
  const { organizationId = '', projectId = '', environmentId = '', kind, serviceId = '' } = params;
  switch (param) {
    case 'organizationId':
      return { to: paths.home(), label: 'Go to your organizations' };
    case 'clusterId':
      return { to: paths.clusters(organizationId), label: 'Back to the clusters' };
    case 'projectId':
      return { to: paths.projects(organizationId), label: 'Back to the projects' };
    case 'environmentId':
      return { to: paths.project(organizationId, projectId), label: 'Back to the project' };
    case 'serviceId':
      return {
        to: paths.environment(organizationId, projectId, environmentId),
        label: 'Back to the environment',
      };
    case 'deploymentId':
      return isServiceKind(kind)
        ? {
            to: paths.serviceDeployments(organizationId, projectId, environmentId, kind, serviceId),
            label: 'Back to the deployments',
          }
        : {
            to: paths.environment(organizationId, projectId, environmentId),
            label: 'Back to the environment',
          };
  }
}

/**
 * The page of a record that is not there: which one, by its id, and the way back to where it would be listed. The
 * one view for every kind of record a console address names, whether its id is malformed or unknown to the API.
 */
export function RecordNotFound({ param, malformed = false }: RecordNotFoundProps) {
  const params = useParams();
  const value = params[param] ?? '';
  const noun = param === 'serviceId' ? serviceNoun(params.kind) : nouns[param];
  const back = wayBack(param, params);
  return (
    <>
      <PageHeader title={`${capitalized(noun)} not found`} />
      <EmptyState
        icon={<SearchOffIcon />}
        title={
          malformed
            ? `This address names ${withArticle(noun)} id that is not valid`
            : `No ${noun} with id ${value}`
        }
        description={
          malformed
            ? `“${value}” cannot be the id of ${withArticle(noun)}. The link may have been cut short or mistyped.`
            : `It may have been deleted, or the link may point to another organization.`
        }
        action={
          <ButtonLink to={back.to} variant="contained">
            {back.label}
          </ButtonLink>
        }
      />
    </>
  );
}
