import type { ServiceType } from '../../../contract';

export interface DefaultStage {
  name: string;
  kind: ServiceType;
  description: string;
}

/**
 * The stages every environment starts with, one per kind of service, in the order a release needs: what others
 * depend on deploys before them. The migration that brought stages (0004) wrote the same list for environments
 * made before it.
 */
export const DEFAULT_STAGES: readonly DefaultStage[] = [
  { name: 'Databases', kind: 'DATABASE', description: 'Databases first: everything else connects to them' },
  { name: 'Terraform', kind: 'TERRAFORM', description: 'Cloud resources the services use' },
  { name: 'Helm charts', kind: 'HELM', description: 'Charts of the cluster and of third-party services' },
  { name: 'Jobs', kind: 'JOB', description: 'Migrations and seeds, before the code that needs them' },
  { name: 'Containers', kind: 'CONTAINER', description: 'Services from prebuilt images' },
  {
    name: 'Applications',
    kind: 'APPLICATION',
    description: 'Services built from git, once all they need is there',
  },
];

export const defaultStageOf = (kind: ServiceType): DefaultStage | undefined =>
  DEFAULT_STAGES.find((stage) => stage.kind === kind);
