import type {
  ApplicationRequest,
  ContainerRequest,
  DatabaseRequest,
  GitRepositoryRequest,
  HelmRequest,
  JobRequest,
  TerraformRequest,
} from '../services';

// Create requests of one service of each kind, in the contract's request types: the smallest valid one of each
// kind, and samples that fill in every field their schemas have.

/** The organization's records a service request names: where images and charts come from. */
export interface ServiceRequestRefs {
  registryId: string;
  helmRepositoryId: string;
}

/** The smallest valid request of each kind of service, to build test cases on. */
export function minimalServiceRequests(refs: ServiceRequestRefs) {
  return {
    application: {
      name: 'api',
      git_repository: { url: 'https://github.com/acme/api.git' },
      ports: [{ internal_port: 8080, publicly_accessible: true }],
    } satisfies ApplicationRequest,
    container: {
      name: 'web',
      registry_id: refs.registryId,
      image_name: 'nginx',
      tag: '1.27',
    } satisfies ContainerRequest,
    database: { name: 'db', type: 'POSTGRESQL', version: '16' } satisfies DatabaseRequest,
    job: {
      name: 'nightly',
      source: { image: { registry_id: refs.registryId, image_name: 'acme/report', tag: '1.0' } },
      schedule: { cronjob: { scheduled_at: '0 3 * * *' } },
    } satisfies JobRequest,
    helm: {
      name: 'cache',
      source: {
        helm_repository: {
          repository: refs.helmRepositoryId,
          chart_name: 'redis',
          chart_version: '19.0.0',
        },
      },
    } satisfies HelmRequest,
    terraform: {
      name: 'infra',
      terraform_files_source: { git_repository: { url: 'https://github.com/acme/infra.git' } },
      backend: { kubernetes: {} },
    } satisfies TerraformRequest,
  };
}

/** The records a full sample names besides those of a minimal one: the git token its repositories use. */
export interface FullServiceRequestRefs extends ServiceRequestRefs {
  gitTokenId: string;
}

/** A repository of the sample's git token, at `url`. */
export const gitRepositoryRequest = (
  refs: FullServiceRequestRefs,
  url = 'https://github.com/acme/api.git',
): GitRepositoryRequest => ({
  url,
  branch: 'main',
  root_path: '/',
  git_token_id: refs.gitTokenId,
  provider: 'GITHUB',
});
