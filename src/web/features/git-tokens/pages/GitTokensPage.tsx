import AddIcon from '@mui/icons-material/Add';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import { useQuery } from '@tanstack/react-query';
import { gitTokenEndpoints, type GitToken } from '../../../../contract';
import { usePermission } from '../../../lib/identity';
import { useRouteParam } from '../../../lib/routeParams';
import { ActionButton } from '../../../ui/ActionButton';
import { Deferred } from '../../../ui/Deferred';
import { EmptyState } from '../../../ui/EmptyState';
import { PageState } from '../../../ui/PageState';
import { SectionHeader } from '../../../ui/SectionHeader';
import { TableSkeleton } from '../../../ui/table/TableSkeleton';
import { usePreloadWhenIdle } from '../../../ui/lazyWithPreload';
import { useDialogTarget } from '../../../ui/useDialogTarget';
import { gitTokensQueryOptions } from '../api/getGitTokens';
import { GitTokensTable } from '../components/GitTokensTable';
import {
  LazyDeleteGitTokenDialog,
  LazyGitTokenFormDialog,
  LazyRepositoriesDialog,
} from '../components/lazyDialogs';

export function GitTokensPage() {
  const organizationId = useRouteParam('organizationId');
  const tokens = useQuery(gitTokensQueryOptions(organizationId));
  const canCreate = usePermission(gitTokenEndpoints.create, organizationId);
  const canChange = usePermission(gitTokenEndpoints.edit, organizationId);
  // `null` stands for a new token.
  const form = useDialogTarget<GitToken | null>();
  const deletion = useDialogTarget<GitToken>();
  const browsing = useDialogTarget<GitToken>();
  usePreloadWhenIdle([LazyGitTokenFormDialog, LazyDeleteGitTokenDialog, LazyRepositoriesDialog]);

  const isEmpty = tokens.data?.results.length === 0;
  const addButton = (
    <ActionButton
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => form.show(null)}
      disabledReason={canCreate.reason}
    >
      Add git token
    </ActionButton>
  );

  return (
    <section aria-labelledby="git-tokens-title">
      <SectionHeader
        id="git-tokens-title"
        title="Git tokens"
        description="Access tokens of GitHub, GitLab or Bitbucket, which let the platform read private repositories to build services from them."
        actions={isEmpty ? undefined : addButton}
      />
      <PageState
        query={tokens}
        action="view the git tokens of this organization"
        pending={<TableSkeleton label="Loading git tokens" />}
        isEmpty={(data) => data.results.length === 0}
        empty={
          <EmptyState
            level={3}
            icon={<KeyIcon />}
            title="No git tokens yet"
            description="Public repositories need none. To build from a private repository, add an access token from your git provider that can read it."
            action={addButton}
          />
        }
      >
        {(data) => (
          <GitTokensTable
            tokens={data.results}
            onShowRepositories={browsing.show}
            onEdit={form.show}
            onDelete={deletion.show}
            changeDisabledReason={canChange.reason}
          />
        )}
      </PageState>
      <Deferred when={form.target !== undefined}>
        <LazyGitTokenFormDialog
          organizationId={organizationId}
          open={form.open}
          onClose={form.close}
          token={form.target ?? undefined}
        />
      </Deferred>
      <Deferred when={deletion.target !== undefined}>
        <LazyDeleteGitTokenDialog
          organizationId={organizationId}
          token={deletion.target}
          open={deletion.open}
          onClose={deletion.close}
        />
      </Deferred>
      <Deferred when={browsing.target !== undefined}>
        <LazyRepositoriesDialog
          organizationId={organizationId}
          token={browsing.target}
          open={browsing.open}
          onClose={browsing.close}
        />
      </Deferred>
    </section>
  );
}
