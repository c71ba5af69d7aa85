// The routes of every endpoint family: plain objects, no zod. Their schemas are in the `*.schemas.ts` beside each
// module, and `all.ts` pairs the two for the server.
export * from './foundation';
export * from './environments';
export * from './clusters';
export * from './clusterLocks';
export * from './services';
export * from './git';
export * from './customDomains';
export * from './deployments';
export * from './webhooks';
export * from './stages';
export * from './deploymentRules';
export * from './search';
export * from './changes';
export * from './guide';
export * from './variables';
export * from './access';
export * from './commits';
export * from './organizationServices';
export * from './auditEvents';
export * from './configurationAt';
export * from './databases';
export * from './advancedSettings';
