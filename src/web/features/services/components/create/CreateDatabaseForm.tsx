import type { ReactNode } from 'react';
import { databaseRequest, type Database } from '../../../../../contract';
import { shownInForm } from '../../../../lib/mutations';
import { Form } from '../../../../ui/form/Form';
import { FormAlert } from '../../../../ui/form/FormAlert';
import { SubmitButton } from '../../../../ui/form/SubmitButton';
import { UnsavedChangesGuard } from '../../../../ui/form/UnsavedChangesGuard';
import { Divider, Paper, Stack, Typography } from '../../../../ui/primitives';
import { useCreateService } from '../../api/createService';
import { newDatabase } from '../../model/createDefaults';
import { DatabaseEngineFields, DatabaseSettingsFields } from '../fields/DatabaseFields';
import { GeneralFields } from '../fields/GeneralFields';

interface CreateDatabaseFormProps {
  environmentId: string;
  onCreated: (database: Database) => unknown;
  backToCatalog: ReactNode;
}

/** A database in one form: name, engine and version, how it runs, and its size. */
export function CreateDatabaseForm({ environmentId, onCreated, backToCatalog }: CreateDatabaseFormProps) {
  const create = useCreateService('database', environmentId, { onError: shownInForm });
  return (
    <Paper variant="outlined">
      <Form
        schema={databaseRequest}
        defaultValues={newDatabase()}
        onSubmit={async (values) => onCreated(await create.mutateAsync(values))}
        conflictField="name"
        action="create a database here"
        layout="bare"
        aria-label="New database"
      >
        <Stack spacing={2.5} sx={{ p: { xs: 2, sm: 3 } }}>
          <FormAlert />
          <Group title="General">
            <GeneralFields autoFocus />
          </Group>
          <Group title="Engine">
            <DatabaseEngineFields />
          </Group>
          <Group title="Access and size">
            <DatabaseSettingsFields />
          </Group>
        </Stack>
        <Divider />
        <Stack
          direction="row"
          sx={{ px: { xs: 2, sm: 3 }, py: 1.5, justifyContent: 'space-between', alignItems: 'center' }}
        >
          {backToCatalog}
          <SubmitButton>Create database</SubmitButton>
        </Stack>
        <UnsavedChangesGuard />
      </Form>
    </Paper>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={2} component="section" aria-label={title}>
      <Typography variant="h2">{title}</Typography>
      {children}
    </Stack>
  );
}
