import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { serviceEndpointsByKind, type ServiceKind } from '../../../../../contract';
import { useEnvironmentPermission } from '../../../../data/environments/useEnvironmentPermission';
import { shownInForm } from '../../../../lib/mutations';
import { applyServerError } from '../../../../ui/form/serverErrors';
import { SectionForm } from '../../../../ui/form/SectionForm';
import { useEditService } from '../../api/editService';
import { serviceQueryOptions } from '../../api/getService';
import { editFormOf } from '../../model/editForms';
import { inFormTerms } from '../../model/serverErrors';
import type { EditRequestOf, ServiceOf } from '../../model/types';
import { kindPresentation } from '../../model/catalog';
import type { FormSection } from '../sections/formSection';
import { ErrorsElsewhere } from './ErrorsElsewhere';

interface ServiceSettingsFormProps<K extends ServiceKind> {
  kind: K;
  service: ServiceOf<K>;
  organizationId: string;
  section: FormSection;
  sections: readonly FormSection[];
  /** Leads to another section, for errors that belong there. */
  sectionPath: (sectionId: string) => string;
}

/**
 * One section of a service's settings, over the whole edit request: the section's fields start from the saved
 * service, and saving sends every editable field (PUT), the others as saved, from the version they were read in:
 * if someone else saved the service since, the form shows what they changed and lets the person choose.
 */
export function ServiceSettingsForm<K extends ServiceKind>({
  kind,
  service,
  organizationId,
  section,
  sections,
  sectionPath,
}: ServiceSettingsFormProps<K>) {
  const edit = useEditService(kind, service, { onError: shownInForm });
  const canEdit = useEnvironmentPermission(
    serviceEndpointsByKind[kind].edit,
    organizationId,
    service.environment.id,
  );
  const form = editFormOf(kind, service);
  const label = kindPresentation[kind].label.toLowerCase();
  const queryClient = useQueryClient();
  const edits = useMemo(
    () => ({
      record: service,
      name: `the ${label} ${service.name}`,
      valuesOf: (version: ServiceOf<K>) => editFormOf(kind, version).values,
      loadLatest: () => queryClient.fetchQuery({ ...serviceQueryOptions(kind, service.id), staleTime: 0 }),
      onReload: (latest: ServiceOf<K>) =>
        queryClient.setQueryData(serviceQueryOptions(kind, latest.id).queryKey, latest),
    }),
    [kind, label, queryClient, service],
  );
  return (
    <SectionForm
      // Each section starts a fresh form. A newer version of the service (what a save answered, or a refetch) is
      // taken in by the form itself, unless the person has typed something (ui/form/Form's edits).
      key={section.id}
      edits={edits}
      title={section.label}
      description={section.description}
      schema={form.schema}
      defaultValues={form.values}
      // The schema is the kind's edit request (or a form built on it), so its output is that kind's body.
      onSubmit={(values, _form, basedOn) => edit.mutateAsync({ body: values as EditRequestOf<K>, basedOn })}
      onSubmitError={(error, methods) =>
        applyServerError(methods, inFormTerms(error, form.formPath), {
          conflictField: 'name',
          action: `change this ${label}`,
        })
      }
      disabledReason={canEdit.pending ? undefined : canEdit.reason}
    >
      {section.content}
      <ErrorsElsewhere current={section} sections={sections} sectionPath={sectionPath} />
    </SectionForm>
  );
}
