import { apiTokenScope, type ApiTokenScope } from '../../../../contract';
import { scopeDescriptions, scopeLabels } from '../../../lib/scopes';
import type { SelectOption } from '../../../ui/form/SelectField';

export const scopeOptions: SelectOption<ApiTokenScope>[] = apiTokenScope.options.map((scope) => ({
  value: scope,
  label: scopeLabels[scope],
  description: scopeDescriptions[scope],
}));

/** Days until expiry; null never expires. */
export const expiryOptions: SelectOption<number | null>[] = [
  { value: 7, label: '7 days' },
  { value: 30, label: '30 days' },
  { value: 90, label: '90 days' },
  { value: 365, label: '1 year' },
  { value: null, label: 'Never', description: 'Revoke it by hand when it is no longer needed.' },
];
