import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { type Database, databaseVersions, type DatabaseType } from '../../../../../contract';
import { NumberField } from '../../../../ui/form/NumberField';
import { SegmentedField } from '../../../../ui/form/SegmentedField';
import { SelectField } from '../../../../ui/form/SelectField';
import { TextField } from '../../../../ui/form/TextField';
import { Box } from '../../../../ui/primitives';
import { databaseVersionsQueryOptions } from '../../api/databaseConnection';
import { engineLabels } from '../../model/words';

const engines = (Object.keys(engineLabels) as DatabaseType[]).map((type) => ({
  value: type,
  label: engineLabels[type],
}));

/** Engine and mode, which are chosen once, when the database is created. */
export function DatabaseEngineFields() {
  const { setValue, getValues, watch } = useFormContext();
  const type = useWatch({ name: 'type' }) as DatabaseType;
  const mode = useWatch({ name: 'mode' }) as string;
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name !== 'type') return;
      const next = values.type as DatabaseType;
      // A version of one engine means nothing for another: start from the newest.
      if (!databaseVersions[next].includes(getValues('version') as string)) {
        setValue('version', databaseVersions[next][0], { shouldDirty: true });
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, setValue]);
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <SelectField name="type" label="Engine" options={engines} required />
        <VersionSelect type={type} />
      </Box>
      <SegmentedField
        name="mode"
        label="Runs as"
        options={[
          { value: 'CONTAINER', label: 'Container on the cluster' },
          { value: 'MANAGED', label: 'Managed by the cloud provider' },
        ]}
      />
      {mode === 'MANAGED' ? <InstanceTypeField /> : null}
    </>
  );
}

export function InstanceTypeField() {
  return (
    <TextField
      name="instance_type"
      label="Instance type"
      monospace
      emptyAs={null}
      helperText="The cloud provider's instance type, e.g. db.t3.micro; leave empty for the smallest."
    />
  );
}

/** Settings that can change after creation: version (of an existing database), reachability and size. */
export function DatabaseSettingsFields({ database }: { database?: Database }) {
  return (
    <>
      {database ? <EligibleVersionSelect database={database} /> : null}
      <SegmentedField
        name="accessibility"
        label="Reachable from"
        options={[
          { value: 'PRIVATE', label: 'The cluster only' },
          { value: 'PUBLIC', label: 'The internet' },
        ]}
      />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}
      >
        <NumberField name="cpu" label="CPU" unit="mCPU" required />
        <NumberField name="memory" label="Memory" unit="MB" required />
        <NumberField name="storage" label="Storage" unit="GB" required />
      </Box>
    </>
  );
}

function VersionSelect({ type }: { type: DatabaseType }) {
  return (
    <SelectField
      name="version"
      label="Version"
      required
      options={databaseVersions[type].map((version) => ({ value: version, label: version }))}
    />
  );
}

/**
 * The versions an existing database can move to, as the server answers them (its engine's, never below its major
 * version); its own version until they are known. Another version needs a redeploy, as any saved setting does.
 */
function EligibleVersionSelect({ database }: { database: Database }) {
  const eligible = useQuery(databaseVersionsQueryOptions(database.id));
  const names = eligible.data?.results.map((version) => version.name) ?? [database.version];
  return (
    <SelectField
      name="version"
      label="Version"
      required
      helperText="Versions of the same engine, from the current major version up. A change needs a redeploy."
      options={names.map((version) => ({ value: version, label: version }))}
    />
  );
}
