import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { serviceKinds, type ServiceKind } from '../../../../contract';
import { toEditRequest } from './editRequest';
import { requiringGitProvider } from './gitProvider';
import { helmForm, helmFormPath, helmFormValuesOf } from './helmForm';
import type { ServiceOf } from './types';

export interface EditForm {
  /** Validates the form's values and turns them into the full PUT body. */
  schema: z.ZodType<FieldValues, FieldValues>;
  /** The form's starting values: the service as saved. */
  values: FieldValues;
  /** Where a server message about a request field belongs in the form. */
  formPath?: (requestPath: string) => string;
}

/** The settings form of a service: its kind's edit request, held as the form needs it (helm values as rows). */
export function editFormOf<K extends ServiceKind>(kind: K, service: ServiceOf<K>): EditForm {
  const request = toEditRequest(kind, service);
  if (kind === 'helm') {
    return {
      schema: helmEditForm,
      values: helmFormValuesOf(request as ReturnType<typeof toEditRequest<'helm'>>),
      formPath: helmFormPath,
    };
  }
  return { schema: editSchemaOf(kind), values: request };
}

const helmEditForm = requiringGitProvider(helmForm);
const editSchemas = new Map<ServiceKind, EditForm['schema']>();

/** The kind's edit request, naming the provider of a repository the server cannot tell it for. */
function editSchemaOf(kind: ServiceKind): EditForm['schema'] {
  const known = editSchemas.get(kind);
  if (known) return known;
  const schema = requiringGitProvider(serviceKinds[kind].editRequest);
  editSchemas.set(kind, schema);
  return schema;
}
