import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationEndpoints, type Organization, type OrganizationEditRequest } from '../../../../contract';
import { call } from '../../../lib/api/client';
import { identityKeys } from '../../../lib/identity';
import type { EditOf, MutationCallbacks } from '../../../lib/mutations';
import { errorNotice, useNotify } from '../../../ui/notice';
import { organizationKeys } from './keys';

/** Edits replace every editable field (PUT), so what the form does not show is sent back as it was. */
export function editableFields(organization: Organization): OrganizationEditRequest {
  return {
    name: organization.name,
    description: organization.description,
    website_url: organization.website_url,
    repository: organization.repository,
    logo_url: organization.logo_url,
    icon_url: organization.icon_url,
    admin_emails: organization.admin_emails,
  };
}

export function useEditOrganization(
  organizationId: string,
  { onSuccess, onError }: MutationCallbacks<Organization, EditOf<OrganizationEditRequest, Organization>> = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ body, basedOn }: EditOf<OrganizationEditRequest, Organization>) =>
      call(organizationEndpoints.edit, { params: { organizationId }, body, basedOn }),
    onSuccess: async (organization, body) => {
      queryClient.setQueryData(organizationKeys.detail(organization.id), organization);
      // The shell names organizations from the identity.
      await queryClient.invalidateQueries({ queryKey: identityKeys.all });
      notify({ severity: 'success', message: 'Organization settings saved.' });
      await onSuccess?.(organization, body);
    },
    onError: (error, body) =>
      onError ? onError(error, body) : notify(errorNotice(error, 'change the organization settings')),
  });
}
