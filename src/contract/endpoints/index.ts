import { apiTokenEndpoints, authEndpoints, organizationEndpoints, projectEndpoints } from './foundation';

export * from './foundation';
export * from './environments';
export * from './services';
export * from './git';
export { organizationCrud } from './crud';

/** Every endpoint the server serves, for route registration and the OpenAPI document. */
export const allEndpoints = [
  ...Object.values(authEndpoints),
  ...Object.values(organizationEndpoints),
  ...Object.values(projectEndpoints),
  ...Object.values(apiTokenEndpoints),
];
