export { insertOrganization, organizationIdIfExists } from './queries';
export { createOrganizationService, type OrganizationService } from './service';
