import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AnyService, ServiceKind } from '../../../../contract';
import { hasCommits, serviceCommitsQueryOptions } from '../../../data/commits/queries';
import { useServiceStatus } from '../../../lib/deployments/statuses';
import { shownInForm } from '../../../lib/mutations';
import type { FocusFallback } from '../../../ui/focusFallback';
import { FormDialog } from '../../../ui/form/FormDialog';
import { SelectField } from '../../../ui/form/SelectField';
import { TextField } from '../../../ui/form/TextField';
import { useServiceAction } from '../api/actions';
import { deployBody, deployForm, deployFormSchema, terraformActionOptions } from '../model/deployForm';
import { serviceActions } from '../model/serviceActions';
import { CommitField } from './CommitField';

interface DeployServiceDialogProps {
  kind: ServiceKind;
  service: AnyService;
  open: boolean;
  onClose: () => void;
  /** Where the focus goes once the dialog has closed, if Deploy can no longer take it (the service's status). */
  focusFallback?: FocusFallback;
}

/** Asks before deploying a service, naming it and saying what happens, with the versions it may pin. */
export function DeployServiceDialog({
  kind,
  service,
  open,
  onClose,
  focusFallback,
}: DeployServiceDialogProps) {
  const form = useMemo(() => deployForm(service), [service]);
  const schema = useMemo(() => deployFormSchema(form), [form]);
  const subject = { kind, id: service.id, name: service.name };
  const deploy = useServiceAction(subject, { onError: shownInForm });
  const spec = serviceActions.deploy;
  const status = useServiceStatus(service.environment.id, service.id);
  const commitKind = hasCommits(kind) && form.commitBranch !== null ? kind : null;
  // Read here as well as by the field: the latest commit is what an empty field deploys.
  const commits = useQuery({
    ...serviceCommitsQueryOptions(commitKind ?? 'application', service.id),
    enabled: open && commitKind !== null,
  });
  const latest = commits.data?.results[0]?.git_commit_id ?? '';
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      focusFallback={focusFallback}
      title={spec.question(subject)}
      description={spec.consequence(subject, status.data)}
      submitLabel={spec.confirmLabel}
      schema={schema}
      defaultValues={form.defaults}
      action={spec.attempt(subject)}
      onSubmit={async (values) => {
        const chosen = { ...values, git_commit_id: values.git_commit_id || latest };
        await deploy.mutateAsync({ action: 'deploy', body: deployBody(form, chosen) });
        onClose();
      }}
    >
      {form.fields.map((field, index) =>
        field.name === 'git_commit_id' && commitKind && form.commitBranch !== null ? (
          <CommitField
            key={field.name}
            kind={commitKind}
            serviceId={service.id}
            branch={form.commitBranch}
            autoFocus={index === 0}
          />
        ) : (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            helperText={field.helperText}
            required={field.required}
            autoFocus={index === 0}
            autoComplete="off"
            monospace
          />
        ),
      )}
      {form.terraformActions ? (
        <SelectField name="terraform_action" label="Terraform run" options={terraformActionOptions} />
      ) : null}
    </FormDialog>
  );
}
