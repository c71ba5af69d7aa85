import type { z } from 'zod';
import type { helmFields, valuesOverride } from '../../../../contract';
import { helmRepositoryOf, type References } from '../../shared/references';
import type { ServiceDefinition } from '../definition';
import { gitRepositoryView, type StoredGitRepository, storedGitRepository } from '../gitRepository';
import { type HelmPort, publicHelmPorts, storedHelmPorts } from '../ports';
import type { ServiceSites } from '../sites';
import { serviceView } from './common';

type KeyValues = [string, string][];
type ValuesOverrideRequest = z.output<typeof valuesOverride>;

export interface HelmConfig {
  source:
    | { git_repository: StoredGitRepository }
    | { helm_repository: { repository: string; chart_name: string; chart_version: string } };
  timeout_sec: number;
  auto_preview: boolean;
  auto_deploy: boolean;
  arguments: string[];
  allow_cluster_wide_resources: boolean;
  values_override: {
    set: KeyValues;
    set_string: KeyValues;
    set_json: KeyValues;
    file: {
      git: { git_repository: StoredGitRepository; paths: string[] } | null;
      raw: { values: { name: string; content: string }[] } | null;
    } | null;
  };
  ports: HelmPort[];
}

type HelmSourceLike = z.output<typeof helmFields>['source'] | HelmConfig['source'];
type GitSite = ServiceSites['gitRepositories'][number];

function storedValuesOverride(
  request: ValuesOverrideRequest,
  references: References,
): HelmConfig['values_override'] {
  const file = request.file;
  return {
    set: request.set,
    set_string: request.set_string,
    set_json: request.set_json,
    file: file
      ? {
          git: file.git
            ? {
                git_repository: storedGitRepository(file.git.git_repository, references),
                paths: file.git.paths,
              }
            : null,
          raw: file.raw ?? null,
        }
      : null,
  };
}

function helmRepositoryView(references: References, id: string) {
  const repository = helmRepositoryOf(references, id);
  if (!repository) throw new Error(`Helm repository ${id} named by a service is not the organization's`);
  return { id: repository.id, name: repository.name, url: repository.url };
}

/** A chart from a git repository or a helm repository, with its values and the ports it exposes. */
export const helmDefinition: ServiceDefinition<'helm', HelmConfig> = {
  kind: 'helm',
  type: 'HELM',

  sites: (source) => {
    const chart: HelmSourceLike = source.source;
    const gitRepositories: GitSite[] = [];
    if ('git_repository' in chart) {
      gitRepositories.push({ path: ['source', 'git_repository'], repository: chart.git_repository });
    }
    const valuesGit = source.values_override.file?.git;
    if (valuesGit) {
      const path = ['values_override', 'file', 'git', 'git_repository'];
      gitRepositories.push({ path, repository: valuesGit.git_repository });
    }
    const helmRepositories =
      'helm_repository' in chart
        ? [
            {
              path: ['source', 'helm_repository', 'repository'],
              helmRepositoryId: chart.helm_repository.repository,
            },
          ]
        : [];
    return { gitRepositories, images: [], helmRepositories, resources: [] };
  },

  toConfig: (request, previous, context) => ({
    source:
      'git_repository' in request.source
        ? { git_repository: storedGitRepository(request.source.git_repository, context.references) }
        : { helm_repository: request.source.helm_repository },
    timeout_sec: request.timeout_sec,
    auto_preview: request.auto_preview,
    auto_deploy: request.auto_deploy,
    arguments: request.arguments,
    allow_cluster_wide_resources: request.allow_cluster_wide_resources,
    values_override: storedValuesOverride(request.values_override, context.references),
    ports: storedHelmPorts(request.ports, previous?.ports ?? [], context.newId),
  }),

  toResponse: (record, config, view) => {
    const { source, values_override } = config;
    const file = values_override.file;
    return {
      ...serviceView(record),
      service_type: 'HELM',
      ...config,
      source: {
        git:
          'git_repository' in source
            ? {
                git_repository: gitRepositoryView(
                  source.git_repository,
                  view.references,
                  view.deployedCommit,
                ),
              }
            : null,
        repository:
          'helm_repository' in source
            ? {
                chart_name: source.helm_repository.chart_name,
                chart_version: source.helm_repository.chart_version,
                repository: helmRepositoryView(view.references, source.helm_repository.repository),
              }
            : null,
      },
      values_override: {
        ...values_override,
        file: file
          ? {
              git: file.git
                ? { ...file.git, git_repository: gitRepositoryView(file.git.git_repository, view.references) }
                : null,
              raw: file.raw,
            }
          : null,
      },
    };
  },

  publicPorts: (config) => publicHelmPorts(config.ports),
};
