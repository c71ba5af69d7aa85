import AddIcon from '@mui/icons-material/Add';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiTokenEndpoints, type ApiToken, type ApiTokenCreated } from '../../../../contract';
import { usePermission } from '../../../lib/identity';
import { useRouteParam } from '../../../lib/routeParams';
import { ActionButton } from '../../../ui/ActionButton';
import { EmptyState } from '../../../ui/EmptyState';
import { PageState } from '../../../ui/PageState';
import { SectionHeader } from '../../../ui/SectionHeader';
import { Alert, AlertTitle } from '../../../ui/primitives';
import { TableSkeleton } from '../../../ui/table/TableSkeleton';
import { Deferred } from '../../../ui/Deferred';
import { usePreloadWhenIdle } from '../../../ui/lazyWithPreload';
import { useDialogTarget } from '../../../ui/useDialogTarget';
import { apiTokensQueryOptions } from '../api/getApiTokens';
import { ApiTokensTable } from '../components/ApiTokensTable';
import {
  LazyCreateApiTokenDialog,
  LazyRevokeApiTokenDialog,
  LazyTokenCreatedDialog,
} from '../components/lazyDialogs';

export function ApiTokensPage() {
  const organizationId = useRouteParam('organizationId');
  const canManage = usePermission(apiTokenEndpoints.list, organizationId);
  const tokens = useQuery({ ...apiTokensQueryOptions(organizationId), enabled: canManage.allowed });
  // Undefined until first opened, so the dialog's code loads only when needed.
  const [creating, setCreating] = useState<boolean>();
  // Held here only while its dialog is open; never cached.
  const [created, setCreated] = useState<ApiTokenCreated>();
  const revocation = useDialogTarget<ApiToken>();
  usePreloadWhenIdle(
    [LazyCreateApiTokenDialog, LazyTokenCreatedDialog, LazyRevokeApiTokenDialog],
    canManage.allowed,
  );

  const isEmpty = tokens.data?.results.length === 0;
  const createButton = (
    <ActionButton
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => setCreating(true)}
      disabledReason={canManage.allowed ? undefined : canManage.reason}
    >
      Create token
    </ActionButton>
  );

  return (
    <section aria-labelledby="api-tokens-title">
      <SectionHeader
        id="api-tokens-title"
        title="API tokens"
        description="Tokens let scripts and CI call the API on behalf of this organization, with the scope you choose."
        actions={isEmpty ? undefined : createButton}
      />
      {canManage.pending ? (
        <TableSkeleton label="Loading API tokens" />
      ) : !canManage.allowed ? (
        <Alert severity="warning" variant="outlined">
          <AlertTitle>You are not allowed to manage API tokens here.</AlertTitle>
          {canManage.reason}
        </Alert>
      ) : (
        <PageState
          query={tokens}
          action="view the API tokens of this organization"
          pending={<TableSkeleton label="Loading API tokens" />}
          isEmpty={(data) => data.results.length === 0}
          empty={
            <EmptyState
              icon={<KeyIcon />}
              title="No API tokens yet"
              description="Create a token to let a script or a CI job call the API. Its value is shown once, right after creation."
              action={createButton}
            />
          }
        >
          {(data) => <ApiTokensTable tokens={data.results} onRevoke={revocation.show} />}
        </PageState>
      )}
      <Deferred when={creating !== undefined}>
        <LazyCreateApiTokenDialog
          organizationId={organizationId}
          open={creating === true}
          onClose={() => setCreating(false)}
          onCreated={setCreated}
        />
        <LazyTokenCreatedDialog token={created} onClose={() => setCreated(undefined)} />
      </Deferred>
      <Deferred when={revocation.target !== undefined}>
        <LazyRevokeApiTokenDialog
          organizationId={organizationId}
          token={revocation.target}
          open={revocation.open}
          onClose={revocation.close}
        />
      </Deferred>
    </section>
  );
}
