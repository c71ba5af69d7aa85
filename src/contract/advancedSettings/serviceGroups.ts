import {
  choice,
  flag,
  integer,
  list,
  map,
  optionalInteger,
  optionalText,
  text,
  type SettingTable,
} from './definitions';

// The groups of settings the kinds of service share, each key as the public API spells it.

const percent = { min: 0, max: 100 };

export const customDomainCheck = {
  'deployment.custom_domain_check_enabled': flag(
    true,
    'Checks that custom domains point to the service before deploying',
  ),
} satisfies SettingTable;

export const terminationGrace = {
  'deployment.termination_grace_period_seconds': integer(
    60,
    'Seconds an instance gets to stop after SIGTERM before it is killed',
    { max: 86400 },
  ),
} satisfies SettingTable;

export const nodeAffinity = {
  'deployment.affinity.node.required': map('Node labels an instance must run on (key: value)'),
} satisfies SettingTable;

export const placement = {
  'deployment.antiaffinity.pod': choice(
    ['Preferred', 'Requirred'],
    'Preferred',
    'Whether instances must, or should, run on different nodes',
  ),
  'deployment.topology_spread.zone': choice(
    ['Disabled', 'ScheduleAnyway', 'DoNotSchedule'],
    'Disabled',
    'How instances are spread over availability zones',
  ),
} satisfies SettingTable;

export const lifecycleHooks = {
  'deployment.lifecycle.post_start_exec_command': list(
    [],
    'Command run in an instance right after it starts',
  ),
  'deployment.lifecycle.pre_stop_exec_command': list([], 'Command run in an instance before it stops'),
} satisfies SettingTable;

export const updateStrategy = {
  'deployment.update_strategy.type': choice(
    ['RollingUpdate', 'Recreate'],
    'RollingUpdate',
    'Replace instances one by one, or stop them all first',
  ),
  'deployment.update_strategy.rolling_update.max_unavailable_percent': integer(
    25,
    'Share of instances that may be down during a rolling update',
    percent,
  ),
  'deployment.update_strategy.rolling_update.max_surge_percent': integer(
    25,
    'Share of extra instances a rolling update may start',
    percent,
  ),
} satisfies SettingTable;

export const build = {
  'build.timeout_max_sec': integer(1800, 'Seconds a build may run before it fails', { min: 1, max: 86400 }),
  'build.cpu_max_in_milli': integer(4000, 'CPU a build may use, in millicores', { min: 100 }),
  'build.ram_max_in_gib': integer(8, 'Memory a build may use, in GiB', { min: 1 }),
  'build.disable_buildkit_cache': flag(false, 'Builds without the layer cache'),
  'build.skip_git_submodules': flag(false, 'Clones without the git submodules'),
} satisfies SettingTable;

const seconds = (what: string) => integer(60, what, { max: 86400 });

/** The ingress settings, without those an application lacks (`proxy_request_buffering`). */
export const ingress = {
  'network.ingress.proxy_body_size_mb': integer(100, 'Largest request body the ingress accepts, in MB'),
  'network.ingress.force_ssl_redirect': flag(true, 'Redirects HTTP requests to HTTPS'),
  'network.ingress.enable_cors': flag(false, 'Answers cross-origin requests with CORS headers'),
  'network.ingress.cors_allow_origin': text('*', 'Origins allowed by CORS'),
  'network.ingress.cors_allow_methods': text(
    'GET, PUT, POST, DELETE, PATCH, OPTIONS',
    'Methods allowed by CORS',
  ),
  'network.ingress.cors_allow_headers': text(
    'DNT,Keep-Alive,User-Agent,X-Requested-With,If-Modified-Since,Cache-Control,Content-Type,Range,Authorization',
    'Headers allowed by CORS',
  ),
  'network.ingress.proxy_buffer_size_kb': integer(4, 'Buffer for the response headers, in KB', { min: 1 }),
  'network.ingress.keepalive_time_seconds': integer(3600, 'Longest life of a kept-alive connection', {
    max: 86400,
  }),
  'network.ingress.keepalive_timeout_seconds': seconds('Seconds an idle kept-alive connection stays open'),
  'network.ingress.send_timeout_seconds': seconds(
    'Seconds between two writes to the client before it is dropped',
  ),
  'network.ingress.proxy_connect_timeout_seconds': seconds('Seconds to connect to the service'),
  'network.ingress.proxy_send_timeout_seconds': seconds('Seconds between two writes to the service'),
  'network.ingress.proxy_read_timeout_seconds': seconds('Seconds between two reads from the service'),
  'network.ingress.proxy_buffering': choice(['on', 'off'], 'on', 'Buffers responses of the service'),
  'network.ingress.whitelist_source_range': text(
    '0.0.0.0/0',
    'Addresses allowed to reach the service (CIDRs)',
  ),
  'network.ingress.denylist_source_range': text('', 'Addresses refused (CIDRs)'),
  'network.ingress.basic_auth_env_var': text('', 'Variable holding the basic auth users (user:hash)'),
  'network.ingress.enable_sticky_session': flag(false, 'Sends a client to the same instance each time'),
  'network.ingress.grpc_send_timeout_seconds': seconds('Seconds between two gRPC writes to the service'),
  'network.ingress.grpc_read_timeout_seconds': seconds('Seconds between two gRPC reads from the service'),
  'network.ingress.extra_headers': text('{}', 'Headers added to every response (a JSON object)'),
} satisfies SettingTable;

export const requestBuffering = {
  'network.ingress.proxy_request_buffering': choice(
    ['on', 'off'],
    'on',
    'Buffers request bodies before the service',
  ),
} satisfies SettingTable;

export const gatewayApi = {
  'network.gateway_api.http_request_timeout_seconds': optionalInteger('Seconds a request may take (gateway)'),
  'network.gateway_api.http_connection_idle_timeout_seconds': optionalInteger(
    'Seconds an idle connection stays open (gateway)',
  ),
  'network.gateway_api.retry.num_retries': optionalInteger('Retries of a failed request (gateway)', {
    max: 100,
  }),
  'network.gateway_api.retry.retry_on': optionalText('Failures that are retried, comma separated (gateway)'),
  'network.gateway_api.retry.http_status_codes': optionalText('Statuses that are retried (gateway)'),
  'network.gateway_api.retry.per_try_timeout_seconds': optionalInteger('Seconds each try may take (gateway)'),
} satisfies SettingTable;

export const autoscaling = {
  'hpa.cpu.average_utilization_percent': integer(60, 'CPU use that adds an instance', { min: 1, max: 100 }),
  'hpa.memory.average_utilization_percent': optionalInteger('Memory use that adds an instance', {
    min: 1,
    max: 100,
  }),
} satisfies SettingTable;

export const security = {
  'security.service_account_name': text('', 'Kubernetes service account the instances run as'),
  'security.automount_service_account_token': flag(false, "Mounts the service account's token"),
  'security.read_only_root_filesystem': flag(false, 'Mounts the root file system read-only'),
} satisfies SettingTable;
