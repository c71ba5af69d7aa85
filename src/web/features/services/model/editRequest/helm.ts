import type { Helm, HelmRequest, HelmSourceRequest } from '../../../../../contract';
import { generalRequestOf, gitRepositoryRequestOf } from './shared';

const pairs = (entries: [string, string][]): [string, string][] =>
  entries.map(([key, value]) => [key, value]);

function sourceRequestOf(source: Helm['source']): HelmSourceRequest {
  if (source.repository) {
    return {
      helm_repository: {
        repository: source.repository.repository.id,
        chart_name: source.repository.chart_name,
        chart_version: source.repository.chart_version,
      },
    };
  }
  if (source.git) return { git_repository: gitRepositoryRequestOf(source.git.git_repository) };
  // The API always answers one of the two; an empty repository fails validation rather than saving nonsense.
  return { git_repository: { url: '', branch: 'main', root_path: '/' } };
}

export const helmEditRequestOf = (helm: Helm): HelmRequest => {
  const { file } = helm.values_override;
  return {
    ...generalRequestOf(helm),
    source: sourceRequestOf(helm.source),
    timeout_sec: helm.timeout_sec,
    auto_preview: helm.auto_preview,
    auto_deploy: helm.auto_deploy,
    arguments: [...helm.arguments],
    allow_cluster_wide_resources: helm.allow_cluster_wide_resources,
    values_override: {
      set: pairs(helm.values_override.set),
      set_string: pairs(helm.values_override.set_string),
      set_json: pairs(helm.values_override.set_json),
      file: file && {
        git: file.git && {
          git_repository: gitRepositoryRequestOf(file.git.git_repository),
          paths: [...file.git.paths],
        },
        raw: file.raw && { values: file.raw.values.map(({ name, content }) => ({ name, content })) },
      },
    },
    ports: helm.ports.map((port) => ({
      id: port.id,
      name: port.name,
      internal_port: port.internal_port,
      external_port: port.external_port,
      namespace: port.namespace,
      protocol: port.protocol,
      is_default: port.is_default,
      service_name: port.service_name,
    })),
  };
};
