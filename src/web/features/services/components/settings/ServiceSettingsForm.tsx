import { serviceEndpointsByKind, type ServiceKind } from '../../../../../contract';
import { usePermission } from '../../../../lib/identity';
import { shownInForm } from '../../../../lib/mutations';
import { applyServerError } from '../../../../ui/form/serverErrors';
import { SectionForm } from '../../../../ui/form/SectionForm';
import { useEditService } from '../../api/editService';
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
 * service, and saving sends every editable field (PUT), the others as saved.
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
  const canEdit = usePermission(serviceEndpointsByKind[kind].edit, organizationId);
  const form = editFormOf(kind, service);
  const label = kindPresentation[kind].label.toLowerCase();
  return (
    <SectionForm
      // Each section, and each saved version of the service, starts a fresh form from what the server answered
      // (new ports get their ids; discarded changes of another section are gone).
      key={`${section.id}:${JSON.stringify(form.values)}`}
      title={section.label}
      description={section.description}
      schema={form.schema}
      defaultValues={form.values}
      // The schema is the kind's edit request (or a form built on it), so its output is that kind's body.
      onSubmit={(values) => edit.mutateAsync(values as EditRequestOf<K>)}
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
