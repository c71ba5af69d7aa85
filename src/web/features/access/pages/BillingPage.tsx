import { useQuery } from '@tanstack/react-query';
import {
  billingEndpoints,
  billingInfoRequest,
  countryCodes,
  type BillingInfo,
  type BillingInfoRequest,
} from '../../../../contract';
import { usePermission } from '../../../lib/identity';
import { useRouteParam } from '../../../lib/routeParams';
import { SectionForm } from '../../../ui/form/SectionForm';
import { SelectField } from '../../../ui/form/SelectField';
import { TextField } from '../../../ui/form/TextField';
import { PageState } from '../../../ui/PageState';
import { Alert, Stack } from '../../../ui/primitives';
import { useEditBilling } from '../api/mutations';
import { billingQueryOptions } from '../api/queries';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryOptions = countryCodes
  .map((code) => ({ value: code, label: `${regionNames.of(code) ?? code} (${code})` }))
  .sort((a, b) => a.label.localeCompare(b.label));

const valuesOf = (info: BillingInfo): BillingInfoRequest => ({
  first_name: info.first_name ?? '',
  last_name: info.last_name ?? '',
  email: info.email ?? '',
  address: info.address ?? '',
  city: info.city ?? '',
  zip: info.zip ?? '',
  state: info.state ?? '',
  country_code: (info.country_code ?? 'US') as BillingInfoRequest['country_code'],
  company: info.company ?? '',
  vat_number: info.vat_number ?? '',
});

export function BillingPage() {
  const organizationId = useRouteParam('organizationId');
  const canEdit = usePermission(billingEndpoints.edit, organizationId);
  const info = useQuery({ ...billingQueryOptions(organizationId), enabled: canEdit.allowed });
  const edit = useEditBilling(organizationId);
  if (!canEdit.allowed && !canEdit.pending) {
    return (
      <Alert severity="info" variant="outlined">
        Only admins see and change the billing info. {canEdit.reason}
      </Alert>
    );
  }
  return (
    <PageState query={info} action="view the billing info">
      {(data) => (
        <SectionForm
          title="Billing info"
          description="Who invoices are made out to and mailed to."
          schema={billingInfoRequest}
          defaultValues={valuesOf(data)}
          onSubmit={async (values) => {
            await edit.mutateAsync(values);
          }}
          action="save the billing info"
          disabledReason={canEdit.allowed ? undefined : canEdit.reason}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField name="first_name" label="First name" required autoComplete="given-name" />
            <TextField name="last_name" label="Last name" required autoComplete="family-name" />
          </Stack>
          <TextField name="email" label="Billing email" type="email" required autoComplete="email" />
          <TextField name="company" label="Company" autoComplete="organization" />
          <TextField name="address" label="Address" required autoComplete="street-address" />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField name="city" label="City" required autoComplete="address-level2" />
            <TextField name="zip" label="ZIP or postal code" required autoComplete="postal-code" />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <SelectField name="country_code" label="Country" options={countryOptions} required />
            <TextField
              name="state"
              label="State"
              helperText="US addresses only: the two-letter code, such as CA."
              autoComplete="address-level1"
            />
          </Stack>
          <TextField
            name="vat_number"
            label="VAT number"
            helperText="Country letters, then the number, such as FR12345678901."
          />
        </SectionForm>
      )}
    </PageState>
  );
}
