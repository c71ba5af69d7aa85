import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ClusterRequest } from '../../../../contract';
import { ActionButton } from '../../../ui/ActionButton';
import { SelectField } from '../../../ui/form/SelectField';
import { Box, Stack, Typography } from '../../../ui/primitives';
import { credentialsQueryOptions } from '../api/queries';
import { NO_CREDENTIALS } from '../model/clusterForm';
import { providers } from '../model/providers';
import { useClusterProvider } from './useClusterProvider';

/** Picks the organization's credentials for the provider, or adds new ones (`onAdd`). */
export function CredentialsFields({ organizationId, onAdd }: { organizationId: string; onAdd: () => void }) {
  const provider = useClusterProvider();
  const { segment, label } = providers[provider];
  const credentials = useQuery(credentialsQueryOptions(organizationId, segment));
  const list = credentials.data?.results ?? [];
  return (
    <Stack spacing={2.5}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        The platform makes and runs the cluster in your {label} account with these credentials. Their secret
        parts are stored encrypted and never shown again.
      </Typography>
      <SelectField
        name="cloud_provider_credentials.credentials.id"
        label={`${label} credentials`}
        required
        disabled={!credentials.data}
        options={list.map((entry) => ({
          value: entry.id,
          label: entry.name,
          description: entry.cluster_count > 0 ? `Used by ${entry.cluster_count} cluster(s)` : undefined,
        }))}
        helperText={
          credentials.data && list.length === 0 ? `No ${label} credentials yet: add some` : undefined
        }
      />
      <Box>
        <ActionButton variant="outlined" startIcon={<AddIcon />} onClick={onAdd}>
          Add {label} credentials
        </ActionButton>
      </Box>
      <CredentialsSync organizationId={organizationId} />
    </Stack>
  );
}

/** Keeps the credentials reference in step with the provider, the region and the record picked. */
function CredentialsSync({ organizationId }: { organizationId: string }) {
  const provider = useClusterProvider();
  const region = useWatch<ClusterRequest, 'region'>({ name: 'region' });
  const chosenId = useWatch({ name: 'cloud_provider_credentials.credentials.id' }) as string | undefined;
  const credentials = useQuery(credentialsQueryOptions(organizationId, providers[provider].segment));
  const { setValue, getValues } = useFormContext<ClusterRequest>();
  useEffect(() => {
    const current = getValues('cloud_provider_credentials');
    if (current?.cloud_provider !== provider) {
      setValue('cloud_provider_credentials', { ...NO_CREDENTIALS, cloud_provider: provider, region });
      return;
    }
    const name = credentials.data?.results.find((entry) => entry.id === chosenId)?.name ?? '';
    if (current.region !== region || current.credentials.name !== name) {
      setValue('cloud_provider_credentials', {
        ...current,
        region,
        credentials: { id: chosenId ?? '', name },
      });
    }
  }, [provider, region, chosenId, credentials.data, getValues, setValue]);
  return null;
}
