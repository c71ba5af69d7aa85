import CloudDownloadIcon from '@mui/icons-material/CloudDownloadOutlined';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { GitRepositoryRequest } from '../../../../../contract';
import { plural } from '../../../../lib/format';
import { useRouteParam } from '../../../../lib/routeParams';
import { describeError, isServerError } from '../../../../ui/errors';
import { LinesField } from '../../../../ui/form/LinesField';
import { ListField } from '../../../../ui/form/ListField';
import { SwitchField } from '../../../../ui/form/SwitchField';
import { TextField } from '../../../../ui/form/TextField';
import { Alert, Button, Stack } from '../../../../ui/primitives';
import { useParseTerraformVariables } from '../../api/parseTerraformVariables';
import { mergeVariables, type VariableRow } from '../../model/terraformVariables';

const REPOSITORY = 'terraform_files_source.git_repository';
const VARIABLES = 'terraform_variables_source.tf_vars';

/** The variables passed to the engine, typed in or read from the repository's variable blocks. */
export function TerraformVariablesFields() {
  return (
    <>
      <LoadVariables />
      <ListField<VariableRow>
        name={VARIABLES}
        label="Variables"
        hideLabel
        addLabel="Add variable"
        emptyText="No variables: the code's defaults apply."
        rowLabel={(index) => `variable ${index + 1}`}
        newRow={() => ({ key: '', value: '', secret: false })}
        columns="minmax(0, 2fr) minmax(0, 3fr) auto"
        renderRow={(index, row) => <VariableRowFields index={index} row={row} />}
      />
      <LinesField
        name="terraform_variables_source.tf_var_file_paths"
        label="Variable files"
        placeholder="env/production.tfvars"
        helperText="Paths of .tfvars files in the repository, one per line, applied in order."
      />
    </>
  );
}

function VariableRowFields({ index, row }: { index: number; row: string }) {
  const secret = useWatch({ name: `${row}.secret` }) as boolean | undefined;
  const value = useWatch({ name: `${row}.value` }) as string | null | undefined;
  return (
    <>
      <TextField name={`${row}.key`} label={`Name of variable ${index + 1}`} required monospace />
      <TextField
        name={`${row}.value`}
        label={`Value of variable ${index + 1}`}
        type={secret ? 'password' : 'text'}
        monospace
        autoComplete="off"
        emptyAs={secret ? null : undefined}
        placeholder={secret && value === null ? 'Stored — type to replace' : undefined}
      />
      <SwitchField name={`${row}.secret`} label="Secret" />
    </>
  );
}

function LoadVariables() {
  const organizationId = useRouteParam('organizationId');
  const { getValues, setValue, trigger } = useFormContext();
  const parse = useParseTerraformVariables(organizationId);
  const [outcome, setOutcome] = useState<{ found: number; added: number } | 'no-repository' | null>(null);
  const load = async () => {
    setOutcome(null);
    parse.reset();
    if (!(await trigger(REPOSITORY))) {
      setOutcome('no-repository');
      return;
    }
    const repository = getValues(REPOSITORY) as GitRepositoryRequest;
    const definitions = await parse.mutateAsync(repository).catch(() => undefined);
    if (!definitions) return;
    const merged = mergeVariables(getValues(VARIABLES) as VariableRow[], definitions.results);
    setValue(VARIABLES, merged.rows, { shouldDirty: true });
    setOutcome({ found: definitions.results.length, added: merged.added });
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        startIcon={<CloudDownloadIcon />}
        loading={parse.isPending}
        onClick={() => void load()}
      >
        Load variables from the repository
      </Button>
      {outcome === 'no-repository' ? (
        <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
          Enter the repository&apos;s URL and branch first: the variables are read from its .tf files.
        </Alert>
      ) : null}
      {parse.isError ? (
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          {loadProblem(parse.error)}
        </Alert>
      ) : null}
      {outcome && outcome !== 'no-repository' ? (
        <Alert severity={outcome.found ? 'success' : 'info'} role="status" sx={{ alignSelf: 'stretch' }}>
          {outcome.found
            ? `The repository declares ${plural(outcome.found, 'variable')}: ${plural(outcome.added, 'new one')} added${
                outcome.added < outcome.found ? ', the others kept as entered' : ''
              }.`
            : 'The repository declares no variables.'}
        </Alert>
      ) : null}
    </Stack>
  );
}

function loadProblem(error: unknown): string {
  // The server names the repository's URL when it is what failed (it cannot be read, or may not be cloned).
  if (isServerError(error) && error.fieldMessage) {
    return `Could not read the variables of the repository: ${error.fieldMessage}`;
  }
  const { title, detail } = describeError(error, 'read the variables of the repository');
  return detail ? `${title} ${detail}` : title;
}
