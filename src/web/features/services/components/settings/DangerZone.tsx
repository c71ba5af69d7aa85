import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { serviceEndpointsByKind, type ServiceKind } from '../../../../../contract';
import { useEnvironmentPermission } from '../../../../data/environments/useEnvironmentPermission';
import { paths } from '../../../../lib/paths';
import { ActionButton } from '../../../../ui/ActionButton';
import { Deferred } from '../../../../ui/Deferred';
import { Divider, Paper, Stack, Typography } from '../../../../ui/primitives';
import { kindPresentation } from '../../model/catalog';
import type { ServiceOf } from '../../model/types';
import { LazyCloneServiceDialog, LazyDeleteServiceDialog } from './lazyDialogs';

interface DangerZoneProps<K extends ServiceKind> {
  kind: K;
  service: ServiceOf<K>;
  organizationId: string;
  projectId: string;
}

/** Copying the service elsewhere, and deleting it. */
export function DangerZone<K extends ServiceKind>({
  kind,
  service,
  organizationId,
  projectId,
}: DangerZoneProps<K>) {
  const navigate = useNavigate();
  const canClone = useEnvironmentPermission(
    serviceEndpointsByKind[kind].clone,
    organizationId,
    service.environment.id,
  );
  const canDelete = useEnvironmentPermission(
    serviceEndpointsByKind[kind].delete,
    organizationId,
    service.environment.id,
  );
  const [open, setOpen] = useState<'clone' | 'delete' | null>(null);
  const [opened, setOpened] = useState({ clone: false, delete: false });
  const show = (dialog: 'clone' | 'delete') => {
    setOpened((current) => ({ ...current, [dialog]: true }));
    setOpen(dialog);
  };
  const label = kindPresentation[kind].label.toLowerCase();
  const environmentId = service.environment.id;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="danger-zone"
      sx={{ borderColor: 'error.main' }}
    >
      <Typography variant="h2" id="danger-zone" sx={{ px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 3 }, pb: 1 }}>
        Danger zone
      </Typography>
      <Action
        title={`Clone this ${label}`}
        description="Copies its settings into an environment of the project under a new name. Nothing is deployed."
        action={
          <ActionButton
            variant="outlined"
            startIcon={<ContentCopyIcon />}
            onClick={() => show('clone')}
            disabledReason={canClone.reason}
          >
            Clone
          </ActionButton>
        }
      />
      <Divider />
      <Action
        title={`Delete this ${label}`}
        description="Removes it from the environment with its deployments. It cannot be undone."
        action={
          <ActionButton
            variant="outlined"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => show('delete')}
            disabledReason={canDelete.reason}
          >
            Delete
          </ActionButton>
        }
      />
      <Deferred when={opened.clone}>
        <LazyCloneServiceDialog
          kind={kind}
          service={service}
          organizationId={organizationId}
          projectId={projectId}
          open={open === 'clone'}
          onClose={() => setOpen(null)}
          onCloned={(clone) =>
            void navigate(paths.service(organizationId, projectId, clone.environment.id, kind, clone.id))
          }
        />
      </Deferred>
      <Deferred when={opened.delete}>
        <LazyDeleteServiceDialog
          kind={kind}
          service={service}
          open={open === 'delete'}
          onClose={() => setOpen(null)}
          onDeleted={() =>
            navigate(paths.environment(organizationId, projectId, environmentId), { replace: true })
          }
        />
      </Deferred>
    </Paper>
  );
}

function Action({ title, description, action }: { title: string; description: string; action: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ px: { xs: 2, sm: 3 }, py: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <div>
        <Typography variant="h3">{title}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {description}
        </Typography>
      </div>
      <Stack direction="row" sx={{ flexShrink: 0 }}>
        {action}
      </Stack>
    </Stack>
  );
}
