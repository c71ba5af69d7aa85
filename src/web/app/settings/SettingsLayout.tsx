import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { auditEventEndpoints } from '../../../contract';
import { identityQueryOptions, usePermission } from '../../lib/identity';
import { RecordNotFound } from '../../lib/notFound/RecordNotFound';
import { paths } from '../../lib/paths';
import { useRouteParam } from '../../lib/routeParams';
import { PageHeader } from '../../ui/PageHeader';
import { SectionNav } from '../../ui/SectionNav';

/** Organization settings: one page whose sections (from different features) are switched by a tab-like nav. */
export function SettingsLayout() {
  const organizationId = useRouteParam('organizationId');
  const identity = useQuery(identityQueryOptions());
  // Only organization admins may read the log: the section is not offered to the others.
  const readsAuditLog = usePermission(auditEventEndpoints.list, organizationId).allowed;
  // The session's credentials list every organization it may see: one they do not list is not there for it (the
  // API answers 404 alike), whichever section was asked for.
  const known = identity.data?.organizations.some(
    (organization) => organization.id === organizationId.toLowerCase(),
  );
  if (identity.data && !known) return <RecordNotFound param="organizationId" />;
  return (
    <>
      <PageHeader
        title="Organization settings"
        description="How the organization presents itself, the tokens that let tools call the API, where its services get code, images and charts, where deployment events go, who changed what, who may do what, and who is billed."
      />
      <SectionNav
        label="Settings sections"
        items={[
          { label: 'General', to: paths.generalSettings(organizationId) },
          { label: 'API tokens', to: paths.apiTokens(organizationId) },
          { label: 'Git tokens', to: paths.gitTokens(organizationId) },
          { label: 'Container registries', to: paths.containerRegistries(organizationId) },
          { label: 'Helm repositories', to: paths.helmRepositories(organizationId) },
          { label: 'Webhooks', to: paths.webhooks(organizationId) },
          ...(readsAuditLog ? [{ label: 'Audit log', to: paths.auditLog(organizationId) }] : []),
          { label: 'Members', to: paths.members(organizationId) },
          { label: 'Roles', to: paths.roles(organizationId) },
          { label: 'Billing', to: paths.billing(organizationId) },
        ]}
      />
      <Outlet />
    </>
  );
}
