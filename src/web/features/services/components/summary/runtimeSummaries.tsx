import type { ApplicationRequest, ContainerRequest, JobRequest } from '../../../../../contract';
import type { Detail } from '../../../../ui/DetailList';
import type { SummarySection } from '../create/flowTypes';
import { gitProviderLabels } from '../../model/gitProvider';
import { formatInstances } from '../../model/words';
import { ChoiceName } from './ChoiceName';
import {
  describeCommand,
  describeList,
  describePort,
  describeProbe,
  describeRepository,
  describeResources,
  orDash,
} from './describe';
import { Lines } from './Lines';

export const generalItems = (values: { name?: string; description?: string }): Detail[] => [
  { label: 'Name', value: orDash(values.name) },
  { label: 'Description', value: orDash(values.description) },
];

export const repositoryItems = (git: ApplicationRequest['git_repository'] | undefined): Detail[] => [
  { label: 'Repository', value: describeRepository(git) },
  { label: 'Git provider', value: git?.provider ? gitProviderLabels[git.provider] : '—' },
  { label: 'Git token', value: <ChoiceName list="git-tokens" id={git?.git_token_id} /> },
];

const imageItems = (
  image: { registry_id?: string; image_name?: string; tag?: string } | null | undefined,
) => [
  { label: 'Registry', value: <ChoiceName list="container-registries" id={image?.registry_id} none="—" /> },
  { label: 'Image', value: image?.image_name ? `${image.image_name}:${image.tag ?? ''}` : '—' },
];

const healthItems = (values: { healthchecks?: ApplicationRequest['healthchecks'] }): Detail[] => [
  { label: 'Readiness', value: describeProbe(values.healthchecks?.readiness_probe) },
  { label: 'Liveness', value: describeProbe(values.healthchecks?.liveness_probe) },
];

const runtimeSections = (values: ApplicationRequest | ContainerRequest): SummarySection[] => [
  {
    stepId: 'resources',
    items: [
      { label: 'Each instance', value: describeResources(values) },
      {
        label: 'Instances',
        value: formatInstances(values.min_running_instances ?? 1, values.max_running_instances ?? 1),
      },
    ],
  },
  {
    stepId: 'ports',
    items: [{ label: 'Ports', value: <Lines text={describeList(values.ports, describePort, 'None')} /> }],
  },
  { stepId: 'healthchecks', items: healthItems(values) },
];

export const summarizeApplication = (values: ApplicationRequest): SummarySection[] => [
  { stepId: 'general', items: generalItems(values) },
  {
    stepId: 'source',
    items: [
      ...repositoryItems(values.git_repository),
      { label: 'Dockerfile', value: orDash(values.dockerfile_path) },
      { label: 'Target stage', value: orDash(values.docker_target_build_stage) },
    ],
  },
  ...runtimeSections(values),
];

export const summarizeContainer = (values: ContainerRequest): SummarySection[] => [
  { stepId: 'general', items: generalItems(values) },
  { stepId: 'source', items: imageItems(values) },
  ...runtimeSections(values),
];

function describeSchedule(schedule: JobRequest['schedule'] | undefined): Detail[] {
  if (schedule?.cronjob) {
    return [
      {
        label: 'Runs',
        value: `${schedule.cronjob.scheduled_at} (${schedule.cronjob.timezone ?? 'Etc/UTC'})`,
      },
      { label: 'Command', value: describeCommand(schedule.cronjob) },
    ];
  }
  const events = (
    [
      ['on_start', 'When the environment starts'],
      ['on_stop', 'When the environment stops'],
      ['on_delete', 'When the environment is deleted'],
    ] as const
  ).filter(([event]) => schedule?.[event]);
  if (events.length === 0) return [{ label: 'Runs', value: 'Never: choose at least one event' }];
  return events.map(([event, label]) => ({ label, value: describeCommand(schedule?.[event]) }));
}

export const summarizeJob = (values: JobRequest): SummarySection[] => [
  { stepId: 'general', items: generalItems(values) },
  {
    stepId: 'source',
    items: values.source.docker
      ? [
          ...repositoryItems(values.source.docker.git_repository),
          { label: 'Dockerfile', value: orDash(values.source.docker.dockerfile_path) },
        ]
      : imageItems(values.source.image),
  },
  { stepId: 'schedule', items: describeSchedule(values.schedule) },
  {
    stepId: 'resources',
    items: [
      { label: 'Each run', value: describeResources(values) },
      { label: 'Maximum duration', value: `${values.max_duration_seconds ?? 300} s` },
      { label: 'Restarts after a failure', value: String(values.max_nb_restart ?? 0) },
    ],
  },
  {
    stepId: 'healthchecks',
    items: [{ label: 'Port', value: values.port ? String(values.port) : 'None' }, ...healthItems(values)],
  },
];
