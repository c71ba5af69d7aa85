import type { Application, GitRepository, GitRepositoryRequest, PortRequest } from '../../../../../contract';

/** The request form of a repository the service reads from (what the provider told about it stays behind). */
export const gitRepositoryRequestOf = (git: GitRepository): GitRepositoryRequest => ({
  url: git.url,
  branch: git.branch,
  root_path: git.root_path,
  git_token_id: git.git_token_id,
  provider: git.provider,
});

export const portRequestOf = (port: Application['ports'][number]): PortRequest => ({
  id: port.id,
  name: port.name,
  internal_port: port.internal_port,
  external_port: port.external_port,
  protocol: port.protocol,
  publicly_accessible: port.publicly_accessible,
  is_default: port.is_default,
  public_path: port.public_path,
  public_path_rewrite: port.public_path_rewrite,
});

export const storageRequestOf = ({ id, type, size, mount_point }: Application['storage'][number]) => ({
  id,
  type,
  size,
  mount_point,
});

export const annotationsGroupRequestOf = ({
  id,
  name,
  annotations,
  scopes,
}: Application['annotations_groups'][number]) => ({
  id,
  name,
  annotations: annotations.map(({ key, value }) => ({ key, value })),
  scopes: [...scopes],
});

export const labelsGroupRequestOf = ({ id, name, labels }: Application['labels_groups'][number]) => ({
  id,
  name,
  labels: labels.map(({ key, value, propagate_to_cloud_provider }) => ({
    key,
    value,
    propagate_to_cloud_provider,
  })),
});

export const autoscalingRequestOf = (autoscaling: Application['autoscaling']) =>
  autoscaling && {
    mode: autoscaling.mode,
    polling_interval_seconds: autoscaling.polling_interval_seconds,
    cooldown_period_seconds: autoscaling.cooldown_period_seconds,
    scalers: autoscaling.scalers.map(({ id, scaler_type, enabled, role, config_json, config_yaml }) => ({
      id,
      scaler_type,
      enabled,
      role,
      config_json,
      config_yaml,
    })),
  };

/** Name, description and icon, which every kind edits alike. */
export const generalRequestOf = (service: { name: string; description: string; icon_uri: string }) => ({
  name: service.name,
  description: service.description,
  icon_uri: service.icon_uri,
});
