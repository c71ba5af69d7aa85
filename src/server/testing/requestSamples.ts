import { randomUUID } from 'node:crypto';
import { fullServiceRequests, gitRepositoryRequest } from '../../contract/testing';
import {
  applicationSettingTable,
  clusterSettingTable,
  containerSettingTable,
  helmSettingTable,
  jobSettingTable,
  type SettingTable,
  type SettingValue,
} from '../../contract/advancedSettings';
import {
  cloudCredentialsSamples,
  type EveryResource,
  SEEDED_GIT_TOKEN,
  UNREACHABLE_URL,
} from './everyResource';

// Valid bodies of every write endpoint, filled in as far as their schemas go: every optional string field has a
// value in at least one sample of its endpoint, and where a body takes one of several shapes (a probe's kind, a
// job's source), each shape has its sample. Validity is the schema's: a sample may still be refused by the
// platform's rules (an id that names nothing, a repository out of reach). The services' bodies are the contract's
// shared samples (src/contract/testing).

export function requestSamples(seeded: EveryResource, localRepository: string): Record<string, unknown[]> {
  const { application, container, database, job, helm, terraform } = fullServiceRequests(seeded, randomUUID);
  const clone = [{ name: 'sample-clone', environment_id: seeded.environmentId }];
  const credentials = {
    username: 'robot',
    password: 'sample-password',
    access_key_id: 'AKIASAMPLE',
    secret_access_key: 'sample-secret',
    region: 'eu-west-3',
  };
  const registry = [
    {
      name: 'sample-registry',
      kind: 'DOCKER_HUB',
      description: 'A sample registry',
      url: 'https://registry-1.docker.io',
      config: credentials,
    },
  ];
  const helmRepository = [
    {
      name: 'sample-charts',
      kind: 'HTTPS',
      description: 'A sample helm repository',
      url: 'https://charts.example.com',
      config: credentials,
    },
  ];
  // The provider and the API stay those of the seeded token, which services may use by now.
  const gitToken = [
    {
      name: 'sample-token',
      description: 'A sample git token',
      type: 'GITHUB',
      token: SEEDED_GIT_TOKEN,
      workspace: 'acme',
      git_api_url: seeded.gitApiUrl,
    },
  ];
  const webhook = [
    {
      kind: 'STANDARD',
      target_url: `${UNREACHABLE_URL}/hook`,
      target_secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
      description: 'A sample webhook',
      events: ['DEPLOYMENT_FAILED'],
      project_names_filter: ['shop-*'],
      environment_types_filter: ['PRODUCTION'],
    },
  ];
  const domain = [{ domain: 'www.example.com' }];
  const stage = [{ name: 'sample-stage', description: 'A sample stage' }];
  const ids = seeded.services;

  const cluster = [
    {
      name: 'sample-cluster',
      region: 'eu-west-3',
      cloud_provider: 'AWS',
      description: 'A sample cluster',
      cloud_provider_credentials: {
        cloud_provider: 'AWS',
        credentials: { id: seeded.cloudCredentials.aws, name: 'aws-seeded' },
        region: 'eu-west-3',
      },
      min_running_nodes: 1,
      max_running_nodes: 3,
      disk_size: 40,
      disk_iops: 3000,
      disk_throughput: 125,
      instance_type: 't3.large',
      kubernetes: 'MANAGED',
      production: false,
      ssh_keys: [
        'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl person@laptop',
      ],
      features: [
        { id: 'STATIC_IP', value: true },
        { id: 'VPC_SUBNET', value: '10.0.0.0/16' },
      ],
      metrics_parameters: {
        enabled: true,
        configuration: { kind: 'MANAGED_BY_PLATFORM', resource_profile: 'LOW', high_availability: false },
      },
      infrastructure_charts_parameters: {
        nginx_parameters: {
          replica_count: 2,
          default_ssl_certificate: 'ingress/default-cert',
          publish_status_address: '203.0.113.10',
          annotation_metal_lb_load_balancer_ips: '203.0.113.10',
          annotation_external_dns_kubernetes_target: 'lb.example.com',
        },
        cert_manager_parameters: { kubernetes_namespace: 'cert-manager' },
        metal_lb_parameters: { ip_address_pools: ['203.0.113.0/28'] },
      },
      keda: { enabled: true },
      labels_groups: [{ id: randomUUID() }],
      secret_manager_accesses: [
        {
          id: randomUUID(),
          name: 'vault',
          endpoint: { mode: 'AWS_SECRET_MANAGER', region: 'eu-west-3' },
          authentication: { mode: 'AUTOMATICALLY_CONFIGURED' },
        },
      ],
    },
  ];

  return {
    createCluster: cluster,
    editCluster: cluster,
    lockCluster: [{ reason: 'Release freeze', ttl_in_days: 7 }],
    createAwsCredentials: [cloudCredentialsSamples.aws],
    editAwsCredentials: [cloudCredentialsSamples.aws],
    createScalewayCredentials: [cloudCredentialsSamples.scaleway],
    editScalewayCredentials: [cloudCredentialsSamples.scaleway],
    createGcpCredentials: [cloudCredentialsSamples.gcp],
    editGcpCredentials: [cloudCredentialsSamples.gcp],
    createAzureCredentials: [cloudCredentialsSamples.azure],
    editAzureCredentials: [cloudCredentialsSamples.azure],
    signIn: [{ email: 'person@example.com', password: 'sample-password' }],
    editOrganization: [
      {
        name: 'sample-organization',
        description: 'A sample organization',
        website_url: 'https://example.com',
        repository: 'https://github.com/acme',
        logo_url: 'https://example.com/logo.png',
        icon_url: 'https://example.com/icon.png',
        admin_emails: ['admin@example.com'],
      },
    ],
    createProject: [{ name: 'sample-project', description: 'A sample project' }],
    editProject: [{ name: 'sample-project', description: 'A sample project' }],
    createOrganizationApiToken: [
      { name: 'sample-api-token', description: 'A sample API token', role_id: seeded.customRoleId },
    ],
    createOrganizationCustomRole: [{ name: 'sample-role', description: 'A sample role' }],
    editOrganizationCustomRole: [
      {
        name: 'sample-role',
        description: 'A sample role',
        cluster_permissions: [{ cluster_id: seeded.clusterId, permission: 'VIEWER' }],
        project_permissions: [
          {
            project_id: seeded.projectId,
            is_admin: false,
            permissions: ['DEVELOPMENT', 'PREVIEW', 'STAGING', 'PRODUCTION'].map((type) => ({
              environment_type: type,
              permission: 'VIEWER',
            })),
          },
        ],
      },
    ],
    editOrganizationMemberRole: [{ user_id: randomUUID(), role_id: seeded.customRoleId }],
    deleteMember: [{ user_id: randomUUID() }],
    postInviteMember: [{ email: 'sample@example.com', role: 'VIEWER', role_id: seeded.customRoleId }],
    acceptInvitationByLink: [{ name: 'Sample Person', password: 'sample-password' }],
    editOrganizationBillingInfo: [
      {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'billing@example.com',
        address: '1 Main Street',
        city: 'Springfield',
        zip: '12345',
        state: 'CA',
        country_code: 'US',
        company: 'Acme',
        vat_number: 'US123456789',
      },
    ],
    createEnvironment: [
      { name: 'sample-environment', cluster_id: seeded.clusterId, cluster: seeded.clusterId },
    ],
    editEnvironment: [{ name: 'sample-environment' }],
    cloneEnvironment: [{ name: 'sample-copy', cluster_id: seeded.clusterId, project_id: seeded.projectId }],
    createApplication: application,
    editApplication: application,
    cloneApplication: clone,
    createContainer: container,
    editContainer: container,
    cloneContainer: clone,
    createDatabase: database,
    editDatabase: database,
    editDatabaseCredentials: [{ login: 'superuser', password: 'sample-password-0123456789' }],
    editAdvancedSettings: [everyTextSetting(applicationSettingTable)],
    editContainerAdvancedSettings: [everyTextSetting(containerSettingTable)],
    editJobAdvancedSettings: [everyTextSetting(jobSettingTable)],
    editHelmAdvancedSettings: [everyTextSetting(helmSettingTable)],
    editClusterAdvancedSettings: [everyTextSetting(clusterSettingTable)],
    cloneDatabase: clone,
    createJob: job,
    editJob: job,
    cloneJob: clone,
    createHelm: helm,
    editHelm: helm,
    cloneHelm: clone,
    createTerraform: terraform,
    editTerraform: terraform,
    cloneTerraform: clone,
    createApplicationCustomDomain: domain,
    editApplicationCustomDomain: domain,
    createContainerCustomDomain: domain,
    editContainerCustomDomain: domain,
    createHelmCustomDomain: domain,
    editHelmCustomDomain: domain,
    createGitToken: gitToken,
    editGitToken: gitToken,
    parseTerraformVariablesFromGitRepo: [
      { git_repository: { ...gitRepositoryRequest(seeded, localRepository) } },
    ],
    createContainerRegistry: registry,
    editContainerRegistry: registry,
    createHelmRepository: helmRepository,
    editHelmRepository: helmRepository,
    deployApplication: [{ git_commit_id: 'a1b2c3d' }],
    deployContainer: [{ image_tag: '1.28' }],
    deployJob: [{ image_tag: '1.1', git_commit_id: 'a1b2c3d' }],
    deployHelm: [
      { chart_version: '19.1.0', git_commit_id: 'a1b2c3d', values_override_git_commit_id: 'd4e5f6a' },
    ],
    deployTerraform: [{ id: randomUUID(), git_commit_id: 'a1b2c3d', action: 'PLAN' }],
    cancelEnvironmentDeployment: [{ force_cancel: false }],
    deployAllServices: [
      {
        applications: [{ application_id: ids.application, git_commit_id: 'a1b2c3d' }],
        databases: [ids.database],
        containers: [{ id: ids.container, image_tag: '1.28' }],
        jobs: [{ id: ids.job, image_tag: '1.1', git_commit_id: 'a1b2c3d' }],
        helms: [
          {
            id: ids.helm,
            chart_version: '19.1.0',
            git_commit_id: 'a1b2c3d',
            values_override_git_commit_id: 'd4e5f6a',
          },
        ],
        terraforms: [{ id: ids.terraform, git_commit_id: 'a1b2c3d' }],
      },
    ],
    rebootServices: [
      { application_ids: [ids.application], database_ids: [ids.database], container_ids: [ids.container] },
    ],
    stopSelectedServices: [
      {
        application_ids: [ids.application],
        container_ids: [ids.container],
        database_ids: [ids.database],
        job_ids: [ids.job],
        helm_ids: [ids.helm],
        terraform_ids: [ids.terraform],
      },
    ],
    createOrganizationWebhook: webhook,
    editOrganizationWebhook: webhook,
    sendOrganizationWebhookTestEvent: [{ event_type: 'DEPLOYMENT_STARTED' }],
    CreateEnvironmentDeploymentStage: stage,
    EditDeploymentStage: stage,
    AttachServiceToDeploymentStage: [{ is_skipped: false }],
    ...deploymentRuleSamples(seeded),
    editOrganizationGuide: [
      { skipped_steps: ['stages'], dismissed: false, offered: true, logs_opened: true },
    ],
    ...variableSamples(seeded),
  };
}

/** The bodies of the deployment rules' endpoints. */
function deploymentRuleSamples(seeded: EveryResource): Record<string, unknown[]> {
  const schedule = {
    auto_stop: true,
    timezone: 'Europe/Paris',
    start_time: '08:00',
    stop_time: '19:00',
    weekdays: ['MONDAY', 'FRIDAY'],
  };
  const rule = [
    {
      ...schedule,
      name: 'sample-rule',
      description: 'Feature branches stop at night',
      mode: 'DEVELOPMENT',
      cluster_id: seeded.clusterId,
      wildcard: 'sample-rule-matches-nothing-*',
    },
  ];
  return {
    createDeploymentRule: rule,
    editProjectDeployemtnRule: rule,
    updateDeploymentRulesPriorityOrder: [{ project_deployment_rule_ids_in_order: [seeded.deploymentRuleId] }],
    editEnvironmentDeploymentRule: [
      { ...schedule, auto_stop: false, on_demand_preview: false, auto_preview: false },
    ],
  };
}

/** The bodies of the variables' endpoints, per-scope and unified. */
function variableSamples(seeded: EveryResource): Record<string, unknown[]> {
  const fields = { description: 'A sample variable', enable_interpolation_in_file: true };
  const variable = [{ key: 'SAMPLE', value: 'sample-value', mount_path: '/etc/sample.conf', ...fields }];
  const secret = [{ key: 'SAMPLE', value: 'sample-value', ...fields }];
  const alias = [{ key: 'SAMPLE_ALIAS', ...fields }];
  const override = [{ value: 'sample-override', ...fields }];
  const importRequest = [
    {
      overwrite: true,
      vars: [{ name: 'SAMPLE', value: 'sample-value', scope: 'PROJECT', is_secret: false }],
    },
  ];
  const perScope = Object.fromEntries(
    ['Application', 'Container', 'Job', 'Environment', 'Project'].flatMap((name) => [
      [`create${name}EnvironmentVariable`, variable],
      [`edit${name}EnvironmentVariable`, variable],
      [`create${name}EnvironmentVariableAlias`, alias],
      [`create${name}EnvironmentVariableOverride`, override],
      [`create${name}Secret`, variable],
      [`edit${name}Secret`, secret],
      [`create${name}SecretAlias`, alias],
      [`create${name}SecretOverride`, override],
    ]),
  );
  return {
    ...perScope,
    importEnvironmentVariable: importRequest,
    importContainerEnvironmentVariable: importRequest,
    importJobEnvironmentVariable: importRequest,
    importEnvironmentVariables: importRequest,
    createVariable: [
      {
        ...variable[0],
        is_secret: false,
        variable_scope: 'ENVIRONMENT',
        variable_parent_id: seeded.environmentId,
      },
    ],
    editVariable: variable,
    createVariableAlias: [
      { ...alias[0], alias_scope: 'APPLICATION', alias_parent_id: seeded.services.application },
    ],
    createVariableOverride: [
      { ...override[0], override_scope: 'APPLICATION', override_parent_id: seeded.services.application },
    ],
  };
}

/** Advanced settings with a value in every key that holds text (texts, lists and maps), so each string is tried. */
function everyTextSetting(table: SettingTable): Record<string, SettingValue> {
  const values: Record<string, SettingValue> = {};
  for (const [key, definition] of Object.entries(table)) {
    if (definition.kind === 'string') values[key] = 'sample-text';
    else if (definition.kind === 'list') values[key] = ['sample-item'];
    else if (definition.kind === 'map') values[key] = { zone: 'eu-west-3a' };
  }
  return values;
}
