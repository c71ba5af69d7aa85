import CloneIcon from '@mui/icons-material/ContentCopyOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Outlet, useNavigate } from 'react-router';
import { auditEventEndpoints, environmentEndpoints, type Environment } from '../../../../contract';
import { environmentQueryOptions } from '../../../data/environments/queries';
import { headerStatusId } from '../../../lib/deployments/headerStatus';
import { EnvironmentStatusChip } from '../../../lib/deployments/StatusChips';
import { placeOf, usePermission } from '../../../lib/identity';
import type { EnvironmentOutletContext } from '../../../lib/outletContexts';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/routeParams';
import { ActionButton } from '../../../ui/ActionButton';
import { EditDeleteButtons } from '../../../ui/EditDeleteButtons';
import { Deferred } from '../../../ui/Deferred';
import { PageHeader } from '../../../ui/PageHeader';
import { RecordNotFound } from '../../../lib/notFound/RecordNotFound';
import { PageState } from '../../../ui/PageState';
import { Stack, Typography } from '../../../ui/primitives';
import { SectionNav } from '../../../ui/SectionNav';
import { usePreloadWhenIdle } from '../../../ui/lazyWithPreload';
import { useDialogTarget } from '../../../ui/useDialogTarget';
import { environmentFromList } from '../api/environmentFromList';
import { EnvironmentModeChip } from '../components/EnvironmentModeChip';
import {
  LazyCloneEnvironmentDialog,
  LazyDeleteEnvironmentDialog,
  LazyEnvironmentFormDialog,
} from '../components/lazyDialogs';
import { NewServiceAction } from '../components/NewServiceAction';

/**
 * An environment: its header, then one of its sections (its overview: deployments and services; its deployment
 * stages), each rendered in the outlet by the features that own it.
 */
export function EnvironmentPage() {
  const organizationId = useRouteParam('organizationId');
  const projectId = useRouteParam('projectId');
  const environmentId = useRouteParam('environmentId');
  const queryClient = useQueryClient();
  const environment = useQuery({
    ...environmentQueryOptions(environmentId),
    placeholderData: () => environmentFromList(queryClient, projectId, environmentId),
  });

  return (
    <PageState
      query={environment}
      action="open this environment"
      notFound={<RecordNotFound param="environmentId" />}
    >
      {(data) => <EnvironmentOverview organizationId={organizationId} environment={data} />}
    </PageState>
  );
}

function EnvironmentOverview({
  organizationId,
  environment,
}: {
  organizationId: string;
  environment: Environment;
}) {
  const navigate = useNavigate();
  const projectId = environment.project.id;
  const canEdit = usePermission(environmentEndpoints.edit, organizationId, placeOf(environment));
  const canDelete = usePermission(environmentEndpoints.delete, organizationId, placeOf(environment));
  const canClone = usePermission(environmentEndpoints.clone, organizationId, placeOf(environment));
  // The activity is the audit log's, which only organization admins read.
  const readsActivity = usePermission(auditEventEndpoints.list, organizationId).allowed;
  const editing = useDialogTarget<Environment>();
  const deletion = useDialogTarget<Environment>();
  const cloning = useDialogTarget<Environment>();
  usePreloadWhenIdle(
    [LazyEnvironmentFormDialog, LazyDeleteEnvironmentDialog, LazyCloneEnvironmentDialog],
    canEdit.allowed,
  );

  return (
    <>
      <PageHeader
        title={environment.name}
        description={
          <Stack
            component="span"
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}
          >
            <EnvironmentStatusChip
              environmentId={environment.id}
              live="Environment status"
              id={headerStatusId(environment.id)}
            />
            <EnvironmentModeChip mode={environment.mode} />
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              on cluster{' '}
              <Typography component="span" variant="body2" sx={{ color: 'text.primary', fontWeight: 500 }}>
                {environment.cluster_name}
              </Typography>{' '}
              ({environment.cloud_provider.provider})
            </Typography>
          </Stack>
        }
        actions={
          <>
            <ActionButton
              variant="outlined"
              startIcon={<CloneIcon />}
              onClick={() => cloning.show(environment)}
              disabledReason={canClone.reason}
            >
              Clone
            </ActionButton>
            <EditDeleteButtons
              onEdit={() => editing.show(environment)}
              onDelete={() => deletion.show(environment)}
              editReason={canEdit.reason}
              deleteReason={canDelete.reason}
            />
            <NewServiceAction
              organizationId={organizationId}
              projectId={projectId}
              environmentId={environment.id}
            />
          </>
        }
      />
      <SectionNav
        label="Environment sections"
        items={[
          { label: 'Overview', to: paths.environment(organizationId, projectId, environment.id), end: true },
          {
            label: 'Deployment stages',
            to: paths.environmentStages(organizationId, projectId, environment.id),
          },
          { label: 'Variables', to: paths.environmentVariables(organizationId, projectId, environment.id) },
          { label: 'Schedule', to: paths.environmentSchedule(organizationId, projectId, environment.id) },
          ...(readsActivity
            ? [
                {
                  label: 'Activity',
                  to: paths.environmentActivity(organizationId, projectId, environment.id),
                },
              ]
            : []),
        ]}
      />
      <Outlet context={{ environment } satisfies EnvironmentOutletContext} />
      <Deferred when={editing.target !== undefined}>
        <LazyEnvironmentFormDialog
          organizationId={organizationId}
          projectId={projectId}
          open={editing.open}
          onClose={editing.close}
          environment={editing.target}
        />
      </Deferred>
      <Deferred when={cloning.target !== undefined}>
        <LazyCloneEnvironmentDialog
          organizationId={organizationId}
          environment={cloning.target}
          open={cloning.open}
          onClose={cloning.close}
          onCloned={(copy) => void navigate(paths.environment(organizationId, copy.project.id, copy.id))}
        />
      </Deferred>
      <Deferred when={deletion.target !== undefined}>
        <LazyDeleteEnvironmentDialog
          environment={deletion.target}
          open={deletion.open}
          onClose={deletion.close}
          onDeleted={() => void navigate(paths.project(organizationId, projectId), { replace: true })}
        />
      </Deferred>
    </>
  );
}
