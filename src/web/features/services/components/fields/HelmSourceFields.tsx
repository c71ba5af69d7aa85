import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import type { HelmSourceRequest } from '../../../../../contract';
import { helmRepositoriesQueryOptions } from '../../../../data/registries/queries';
import { paths } from '../../../../lib/paths';
import { useRouteParam } from '../../../../lib/routeParams';
import { SelectField } from '../../../../ui/form/SelectField';
import { TextField } from '../../../../ui/form/TextField';
import { TextLink } from '../../../../ui/links';
import { SegmentedControl } from '../../../../ui/SegmentedControl';
import { Box, Typography } from '../../../../ui/primitives';
import { newGitRepository } from '../../model/createDefaults';
import { GitRepositoryFields } from './GitRepositoryFields';
import { useBranchSwitch } from './useBranchSwitch';

type Origin = 'helm_repository' | 'git_repository';

const freshSource = (origin: Origin): HelmSourceRequest =>
  origin === 'helm_repository'
    ? { helm_repository: { repository: '', chart_name: '', chart_version: '' } }
    : { git_repository: newGitRepository() };

/** Where the chart comes from: a helm repository of the organization, or a folder of a git repository. */
export function HelmSourceFields() {
  const source = useWatch({ name: 'source' }) as HelmSourceRequest | undefined;
  const origin: Origin = source && 'git_repository' in source ? 'git_repository' : 'helm_repository';
  const switchOrigin = useBranchSwitch<Origin>('source', freshSource);
  return (
    <>
      <SegmentedControl
        label="Chart source"
        value={origin}
        options={[
          { value: 'helm_repository', label: 'Helm repository' },
          { value: 'git_repository', label: 'Git repository' },
        ]}
        onChange={(next) => switchOrigin(origin, next)}
      />
      {origin === 'helm_repository' ? <ChartFields /> : <GitRepositoryFields name="source.git_repository" />}
    </>
  );
}

function ChartFields() {
  const organizationId = useRouteParam('organizationId');
  const repositories = useQuery(helmRepositoriesQueryOptions(organizationId));
  const options = (repositories.data?.results ?? []).map((repository) => ({
    value: repository.id,
    label: repository.name,
    description: repository.url,
  }));
  return (
    <>
      <Box>
        <SelectField
          name="source.helm_repository.repository"
          label="Helm repository"
          required
          options={options}
          helperText={
            repositories.isPending
              ? 'Loading the helm repositories…'
              : repositories.isError
                ? 'Could not load the helm repositories of the organization.'
                : undefined
          }
        />
        {repositories.data?.results.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            No helm repositories yet: <TextLink to={paths.helmRepositories(organizationId)}>add one</TextLink>{' '}
            first.
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <TextField
          name="source.helm_repository.chart_name"
          label="Chart name"
          required
          monospace
          placeholder="ingress-nginx"
        />
        <TextField
          name="source.helm_repository.chart_version"
          label="Chart version"
          required
          monospace
          placeholder="4.11.0"
        />
      </Box>
    </>
  );
}
