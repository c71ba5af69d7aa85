import type { AnyService, GitRepository } from '../../../../../contract';
import { formatDateTime } from '../../../../lib/format';
import type { Detail } from '../../../../ui/DetailList';
import { Box } from '../../../../ui/primitives';
import { hasCommits } from '../../../../data/commits/queries';
import { kindOf, kindPresentation } from '../../model/catalog';
import { RunningCommit } from './RunningCommit';

const code = (text: string) => (
  <Box component="code" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
    {text}
  </Box>
);

function gitOf(service: AnyService): GitRepository | null {
  switch (service.service_type) {
    case 'APPLICATION':
      return service.git_repository;
    case 'JOB':
      return service.source.docker?.git_repository ?? null;
    case 'HELM':
      return service.source.git?.git_repository ?? null;
    case 'TERRAFORM':
      return service.terraform_files_source.git.git_repository;
    default:
      return null;
  }
}

/** What the platform knows of a service beyond its settings: where it is reached, what runs, when it changed. */
export function serviceFacts(service: AnyService): Detail[] {
  const facts: Detail[] = [{ label: 'Kind', value: kindPresentation[kindOf(service.service_type)].label }];
  if (service.service_type === 'DATABASE') {
    facts.push({ label: 'Host', value: code(`${service.host}:${service.port}`) });
  }
  const git = gitOf(service);
  const kind = kindOf(service.service_type);
  if (git) {
    const deployed = git.deployed_commit_id;
    facts.push({
      label: 'Deployed commit',
      value: !deployed ? (
        'Not deployed yet'
      ) : hasCommits(kind) ? (
        <RunningCommit kind={kind} serviceId={service.id} commitId={deployed} tag={git.deployed_commit_tag} />
      ) : (
        code(`${deployed.slice(0, 12)}${git.deployed_commit_tag ? ` (${git.deployed_commit_tag})` : ''}`)
      ),
    });
    if (!git.has_access) facts.push({ label: 'Repository access', value: 'The git token cannot read it' });
  }
  facts.push(
    { label: 'Created', value: formatDateTime(service.created_at) },
    { label: 'Last updated', value: formatDateTime(service.updated_at ?? service.created_at) },
  );
  return facts;
}
