import { describe, expect, it } from 'vitest';
import { serviceKinds } from '../../../../../contract';
import { application, container, database, helm, job, terraform } from '../../../../../contract/testing';
import { toEditRequest } from './index';

describe('toEditRequest', () => {
  it('turns an application into the full PUT body, which the contract accepts', () => {
    const web = application();
    const body = toEditRequest('application', web);
    expect(body).toEqual({
      name: 'web',
      description: 'The public website',
      icon_uri: web.icon_uri,
      git_repository: {
        url: 'https://github.com/acme/web.git',
        branch: 'main',
        root_path: '/',
        git_token_id: web.git_repository.git_token_id,
        provider: 'GITHUB',
      },
      build_mode: 'DOCKER',
      dockerfile_path: 'Dockerfile',
      docker_target_build_stage: null,
      cpu: 500,
      memory: 512,
      gpu: 0,
      min_running_instances: 1,
      max_running_instances: 3,
      ports: [
        {
          id: web.ports[0]!.id,
          name: 'http',
          internal_port: 8080,
          external_port: 443,
          protocol: 'HTTP',
          publicly_accessible: true,
          is_default: true,
          public_path: null,
          public_path_rewrite: null,
        },
      ],
      healthchecks: web.healthchecks,
      storage: [],
      arguments: ['--port', '8080'],
      entrypoint: null,
      auto_preview: true,
      auto_deploy: true,
      annotations_groups: [],
      labels_groups: [
        {
          id: web.labels_groups[0]!.id,
          name: 'team',
          labels: [{ key: 'team', value: 'web', propagate_to_cloud_provider: false }],
        },
      ],
      autoscaling: null,
    });
    expect(serviceKinds.application.editRequest.safeParse(body).success).toBe(true);
  });

  it('keeps a container on its registry image', () => {
    const proxy = container();
    const body = toEditRequest('container', proxy);
    expect(body).toMatchObject({ registry_id: proxy.registry_id, image_name: 'nginx', tag: '1.27' });
    expect(body).not.toHaveProperty('registry');
    expect(body).not.toHaveProperty('maximum_cpu');
    expect(serviceKinds.container.editRequest.safeParse(body).success).toBe(true);
  });

  it('leaves a database engine and mode out, since they are fixed', () => {
    const body = toEditRequest('database', database());
    expect(body).toEqual({
      name: 'main-db',
      description: '',
      icon_uri: expect.any(String) as string,
      version: '16',
      accessibility: 'PRIVATE',
      cpu: 250,
      memory: 256,
      storage: 10,
      instance_type: null,
      annotations_groups: [],
      labels_groups: [],
    });
    expect(serviceKinds.database.editRequest.safeParse(body).success).toBe(true);
  });

  it('sends a job with one source and its schedule', () => {
    const report = job();
    const body = toEditRequest('job', report);
    expect(body.source).toEqual({
      image: { registry_id: report.source.image!.registry_id, image_name: 'acme/report', tag: '2.1' },
      docker: null,
    });
    expect(body.schedule).toEqual({
      cronjob: {
        arguments: ['report'],
        entrypoint: null,
        scheduled_at: '0 2 * * *',
        timezone: 'Europe/Paris',
      },
      on_start: null,
      on_stop: null,
      on_delete: null,
      lifecycle_type: null,
    });
    expect(serviceKinds.job.editRequest.safeParse(body).success).toBe(true);
  });

  it('points a helm chart at its repository by id', () => {
    const ingress = helm();
    const body = toEditRequest('helm', ingress);
    expect(body.source).toEqual({
      helm_repository: {
        repository: ingress.source.repository!.repository.id,
        chart_name: 'ingress-nginx',
        chart_version: '4.11.0',
      },
    });
    expect(body.values_override).toEqual({
      set: [['controller.replicaCount', '2']],
      set_string: [],
      set_json: [],
      file: null,
    });
    expect(body.ports?.[0]).toMatchObject({ service_name: 'ingress-nginx-controller', internal_port: 80 });
    expect(serviceKinds.helm.editRequest.safeParse(body).success).toBe(true);
  });

  it('sends a chart from git as a git source', () => {
    const fromGit = helm({
      source: { git: { git_repository: application().git_repository }, repository: null },
    });
    expect(toEditRequest('helm', fromGit).source).toEqual({
      git_repository: expect.objectContaining({
        url: 'https://github.com/acme/web.git',
        branch: 'main',
      }) as object,
    });
  });

  it('keeps terraform secrets by sending them without a value', () => {
    const body = toEditRequest('terraform', terraform());
    expect(body.terraform_variables_source?.tf_vars).toEqual([
      { key: 'region', value: 'eu-west-1', secret: false },
      { key: 'db_password', value: null, secret: true },
    ]);
    expect(body.backend).toEqual({ kubernetes: {}, user_provided: null });
    expect(body.terraform_files_source.git_repository.url).toBe('https://github.com/acme/infra.git');
    expect(serviceKinds.terraform.editRequest.safeParse(body).success).toBe(true);
  });

  it('falls back to the default terraform action for one a request cannot hold', () => {
    const body = toEditRequest(
      'terraform',
      terraform({ auto_deploy_config: { auto_deploy: true, terraform_action: 'SOMETHING_NEW' } }),
    );
    expect(body.auto_deploy_config).toEqual({ auto_deploy: true, terraform_action: 'DEFAULT' });
  });
});
