export { createOrganizationServiceList, type OrganizationServiceList } from './service';
