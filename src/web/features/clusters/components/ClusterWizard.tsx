import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type {
  CloudProviderCredentials,
  ClusterRequest,
  ManagedCloudProvider,
  ParsedClusterRequest,
} from '../../../../contract';
import { Form } from '../../../ui/form/Form';
import { FormAlert } from '../../../ui/form/FormAlert';
import { UnsavedChangesGuard } from '../../../ui/form/UnsavedChangesGuard';
import { Box, Button, Stack, Typography } from '../../../ui/primitives';
import { StepProgress } from '../../../ui/StepProgress';
import { clusterFormSchema, newClusterValues, stepFields } from '../model/clusterForm';
import { isManagedProvider } from '../model/providers';
import { CostEstimate } from './CostEstimate';
import { CatalogSync } from './CatalogSync';
import { CredentialsFields } from './CredentialsFields';
import { FeaturesFields } from './FeaturesFields';
import { GeneralFields } from './GeneralFields';
import { ProviderChoices } from './ProviderChoices';
import { ResourcesFields } from './ResourcesFields';
import { ClusterSummary } from './ClusterSummary';

const steps = [
  { key: 'general', label: 'General' },
  { key: 'credentials', label: 'Credentials' },
  { key: 'resources', label: 'Resources' },
  { key: 'features', label: 'Features and add-ons' },
  { key: 'summary', label: 'Summary' },
] as const;

const stepOfField = (path: string): number => {
  const index = (Object.values(stepFields) as readonly (readonly string[])[]).findIndex((fields) =>
    fields.some((field) => path === field || path.startsWith(`${field}.`)),
  );
  return index < 0 ? 0 : index;
};

export interface ClusterWizardProps {
  organizationId: string;
  /** Creates the cluster, then installs it when asked. */
  onSubmit: (request: ParsedClusterRequest, install: boolean) => Promise<unknown>;
  onAddCredentials: (provider: ManagedCloudProvider) => void;
  /** Credentials just added in the dialog, to pick at once. */
  addedCredentials: CloudProviderCredentials | null;
}

/** Creates a cluster in steps over one form, its cost shown on every step as the fields change. */
export function ClusterWizard({
  organizationId,
  onSubmit,
  onAddCredentials,
  addedCredentials,
}: ClusterWizardProps) {
  const [active, setActive] = useState(0);
  const [reached, setReached] = useState(0);
  const install = useRef(false);
  const goTo = (index: number) => {
    setActive(index);
    setReached((current) => Math.max(current, index));
  };
  return (
    <Form
      schema={clusterFormSchema}
      defaultValues={newClusterValues()}
      layout="bare"
      aria-label="New cluster"
      action="create this cluster"
      conflictField="name"
      onSubmit={(values) => onSubmit(values, install.current)}
      onInvalid={(errors) => goTo(stepOfField(Object.keys(errors)[0] ?? 'name'))}
    >
      <StepProgress
        label="Steps to create the cluster"
        steps={steps.map((step) => ({ label: step.label }))}
        active={active}
        reached={reached}
        onSelect={goTo}
      />
      <Box
        sx={{
          mt: 3,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 280px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2.5} sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2">
            {steps[active]?.label}
          </Typography>
          <FormAlert />
          {active === 0 ? <GeneralFields autoFocus /> : null}
          {active === 1 ? (
            <CredentialsStep
              organizationId={organizationId}
              onAdd={onAddCredentials}
              added={addedCredentials}
            />
          ) : null}
          {active === 2 ? <ResourcesFields /> : null}
          {active === 3 ? <FeaturesFields /> : null}
          {active === 4 ? <ClusterSummary /> : null}
          <WizardButtons
            active={active}
            last={steps.length - 1}
            onBack={() => goTo(active - 1)}
            onNext={goTo}
            onCreate={(andInstall) => {
              install.current = andInstall;
            }}
          />
        </Stack>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
          <CostEstimate />
        </Box>
      </Box>
      <ProviderChoices />
      <CatalogSync />
      <UnsavedChangesGuard />
    </Form>
  );
}

function CredentialsStep({
  organizationId,
  onAdd,
  added,
}: {
  organizationId: string;
  onAdd: (provider: ManagedCloudProvider) => void;
  added: CloudProviderCredentials | null;
}) {
  const { getValues, setValue } = useFormContext<ClusterRequest>();
  const provider = getValues('cloud_provider');
  // Credentials just added are the ones people mean to use.
  useEffect(() => {
    if (!added) return;
    const current = getValues('cloud_provider_credentials');
    if (current?.credentials.id === added.id) return;
    setValue(
      'cloud_provider_credentials',
      {
        cloud_provider: getValues('cloud_provider'),
        credentials: { id: added.id, name: added.name },
        region: getValues('region'),
      },
      { shouldValidate: true, shouldDirty: true },
    );
  }, [added, getValues, setValue]);
  return (
    <CredentialsFields
      organizationId={organizationId}
      onAdd={() => onAdd(isManagedProvider(provider) ? provider : 'AWS')}
    />
  );
}

function WizardButtons({
  active,
  last,
  onBack,
  onNext,
  onCreate,
}: {
  active: number;
  last: number;
  onBack: () => void;
  onNext: (index: number) => void;
  onCreate: (install: boolean) => void;
}) {
  const { trigger, formState } = useFormContext<ClusterRequest>();
  const next = async () => {
    const key = steps[active]?.key;
    const fields = key && key in stepFields ? stepFields[key as keyof typeof stepFields] : [];
    if (await trigger(fields as never)) onNext(active + 1);
  };
  return (
    <Stack direction="row" spacing={1.5} sx={{ pt: 1, flexWrap: 'wrap', rowGap: 1.5 }}>
      {active > 0 ? <Button onClick={onBack}>Back</Button> : null}
      <Box sx={{ flexGrow: 1 }} />
      {active < last ? (
        <Button variant="contained" onClick={() => void next()}>
          Next
        </Button>
      ) : (
        <>
          <Button
            type="submit"
            variant="outlined"
            disabled={formState.isSubmitting}
            onClick={() => onCreate(false)}
          >
            Create
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={formState.isSubmitting}
            onClick={() => onCreate(true)}
          >
            Create and install
          </Button>
        </>
      )}
    </Stack>
  );
}
