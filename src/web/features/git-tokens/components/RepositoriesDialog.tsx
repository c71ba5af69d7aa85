import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { GitRepositoryListing, GitToken } from '../../../../contract';
import { isApiError } from '../../../lib/api/ApiError';
import { plural } from '../../../lib/format';
import { ErrorState } from '../../../ui/ErrorState';
import { ExternalLink } from '../../../ui/links';
import { MessageDialog } from '../../../ui/MessageDialog';
import { LoadingLines } from '../../../ui/PageState';
import { Alert, AlertTitle, Box, Button, Chip, Stack, Typography } from '../../../ui/primitives';
import { SearchBox } from '../../../ui/table/SearchBox';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { gitRepositoriesQueryOptions } from '../api/getGitRepositories';
import { providerLabels } from './gitProviders';

interface RepositoriesDialogProps {
  organizationId: string;
  token: GitToken | undefined;
  open: boolean;
  onClose: () => void;
}

/** The repositories a git token can see, searched at the provider: a quick check that the token works. */
export function RepositoriesDialog({ organizationId, token, open, onClose }: RepositoriesDialogProps) {
  return (
    <MessageDialog
      open={open && Boolean(token)}
      title={`Repositories of ${token?.name ?? ''}`}
      onClose={onClose}
    >
      {token ? <RepositorySearch key={token.id} organizationId={organizationId} token={token} /> : null}
    </MessageDialog>
  );
}

function RepositorySearch({ organizationId, token }: { organizationId: string; token: GitToken }) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim());
  const repositories = useQuery({
    ...gitRepositoriesQueryOptions(organizationId, token, settled),
    placeholderData: keepPreviousData,
  });
  const provider = providerLabels[token.type];

  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        What {provider} shows this token{token.workspace ? ` in the workspace ${token.workspace}` : ''}.
      </Typography>
      <SearchBox label="Search repositories" value={search} onChange={setSearch} />
      <VisuallyHidden role="status">
        {repositories.isFetching
          ? 'Searching…'
          : repositories.data
            ? resultSummary(repositories.data.results)
            : ''}
      </VisuallyHidden>
      {repositories.isPending ? (
        <LoadingLines />
      ) : repositories.isError ? (
        <RepositoriesProblem
          error={repositories.error}
          provider={provider}
          onRetry={() => void repositories.refetch()}
        />
      ) : repositories.data.results.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', py: 2, textAlign: 'center' }}>
          {settled
            ? `No repository matches “${settled}”.`
            : `This token sees no repositories: check its scopes at ${provider}.`}
        </Typography>
      ) : (
        <RepositoryList repositories={repositories.data.results} stale={repositories.isPlaceholderData} />
      )}
    </Stack>
  );
}

const resultSummary = (results: GitRepositoryListing[]) =>
  plural(results.length, 'repository', 'repositories');

function RepositoryList({ repositories, stale }: { repositories: GitRepositoryListing[]; stale: boolean }) {
  return (
    <Box
      component="ul"
      aria-label="Repositories"
      sx={{ m: 0, p: 0, listStyle: 'none', opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {repositories.map((repository) => (
        <Box
          component="li"
          key={repository.id}
          sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              <ExternalLink href={repository.url}>{repository.name}</ExternalLink>
            </Typography>
            <Chip
              size="small"
              variant="outlined"
              label={repository.is_private ? 'Private' : 'Public'}
              sx={{ flexShrink: 0 }}
            />
          </Stack>
          {repository.default_branch ? (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              Default branch {repository.default_branch}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}

/**
 * The provider's answer in words. Refusals of the token, unknown workspaces and provider outages come back from the
 * platform with the provider's own explanation, which is what the person needs to fix the token.
 */
function RepositoriesProblem({
  error,
  provider,
  onRetry,
}: {
  error: unknown;
  provider: string;
  onRetry: () => void;
}) {
  const fromProvider = isApiError(error) && [400, 404, 429, 502, 504].includes(error.status);
  if (!fromProvider) {
    return <ErrorState error={error} action="list the repositories of this token" onRetry={onRetry} />;
  }
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={onRetry} sx={{ whiteSpace: 'nowrap' }}>
          Try again
        </Button>
      }
    >
      <AlertTitle>{provider} did not list the repositories.</AlertTitle>
      {error.message}
    </Alert>
  );
}
