import type { AnyService, DatabaseType, GitRepository, ServiceType } from '../../../../contract';

type ServiceOf<T extends ServiceType> = Extract<AnyService, { service_type: T }>;

const engines: Record<DatabaseType, string> = {
  POSTGRESQL: 'PostgreSQL',
  MYSQL: 'MySQL',
  MONGODB: 'MongoDB',
  REDIS: 'Redis',
};

const repository = (git: GitRepository) =>
  `${git.owner ? `${git.owner}/` : ''}${git.name || git.url}@${git.branch}`;
const image = (source: { image_name: string; tag: string }) => `${source.image_name}:${source.tag}`;

/** Where each type of service comes from, in a few words. */
const sources: { [T in ServiceType]: (service: ServiceOf<T>) => string } = {
  APPLICATION: (application) => repository(application.git_repository),
  CONTAINER: image,
  DATABASE: (database) => `${engines[database.type]} ${database.version}`,
  JOB: (job) =>
    job.source.image
      ? image(job.source.image)
      : job.source.docker
        ? repository(job.source.docker.git_repository)
        : '—',
  HELM: (helm) =>
    helm.source.repository
      ? `${helm.source.repository.chart_name} ${helm.source.repository.chart_version}`
      : helm.source.git
        ? repository(helm.source.git.git_repository)
        : '—',
  TERRAFORM: (terraform) => repository(terraform.terraform_files_source.git.git_repository),
};

export function serviceSource(service: AnyService): string {
  // Each entry takes the service of its own type, which the discriminant guarantees here.
  const describe = sources[service.service_type] as (service: AnyService) => string;
  return describe(service);
}
