import FolderCopyIcon from '@mui/icons-material/FolderCopyOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import { useQuery } from '@tanstack/react-query';
import { gitTokenEndpoints, type GitToken } from '../../../../contract';
import { gitTokensQueryOptions } from '../../../data/git-tokens/queries';
import { usePermission } from '../../../lib/identity';
import { useRouteParam } from '../../../lib/routeParams';
import { ActionIconButton } from '../../../ui/ActionButton';
import { Deferred } from '../../../ui/Deferred';
import { ResourceSettingsPage } from '../../../ui/ResourceSettingsPage';
import { EditDeleteActions } from '../../../ui/table/EditDeleteActions';
import { useDialogTarget } from '../../../ui/useDialogTarget';
import { gitTokenColumns } from '../components/gitTokenColumns';
import {
  LazyDeleteGitTokenDialog,
  LazyGitTokenFormDialog,
  LazyRepositoriesDialog,
} from '../components/lazyDialogs';

const preload = { components: [LazyGitTokenFormDialog, LazyDeleteGitTokenDialog, LazyRepositoriesDialog] };

export function GitTokensPage() {
  const organizationId = useRouteParam('organizationId');
  const tokens = useQuery(gitTokensQueryOptions(organizationId));
  const canCreate = usePermission(gitTokenEndpoints.create, organizationId);
  const canChange = usePermission(gitTokenEndpoints.edit, organizationId);
  const browsing = useDialogTarget<GitToken>();

  return (
    <ResourceSettingsPage
      title="Git tokens"
      description="Access tokens of GitHub, GitLab or Bitbucket, which let the platform read private repositories to build services from them."
      query={tokens}
      columns={gitTokenColumns}
      searchText={(token) => `${token.name} ${token.description}`}
      searchAbove={5}
      create={{ label: 'Add git token', disabledReason: canCreate.reason }}
      empty={{
        icon: <KeyIcon />,
        description:
          'Public repositories need none. To build from a private repository, add an access token from your git provider that can read it.',
      }}
      rowActions={(token, open) => (
        <>
          <ActionIconButton
            label={`Repositories of ${token.name}`}
            icon={<FolderCopyIcon fontSize="small" />}
            onClick={() => browsing.show(token)}
          />
          <EditDeleteActions
            name={token.name}
            onEdit={open.edit}
            onDelete={open.remove}
            disabledReason={canChange.reason}
          />
        </>
      )}
      formDialog={({ record, ...dialog }) => (
        <LazyGitTokenFormDialog organizationId={organizationId} token={record} {...dialog} />
      )}
      deleteDialog={({ record, ...dialog }) => (
        <LazyDeleteGitTokenDialog organizationId={organizationId} token={record} {...dialog} />
      )}
      preload={preload}
    >
      <Deferred when={browsing.target !== undefined}>
        <LazyRepositoriesDialog
          organizationId={organizationId}
          token={browsing.target}
          open={browsing.open}
          onClose={browsing.close}
        />
      </Deferred>
    </ResourceSettingsPage>
  );
}
