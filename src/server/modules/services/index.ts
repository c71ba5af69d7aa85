export type { AnchorBuiltIns } from './deps';
export type { RequestOf, ServiceRecord } from './definition';
export type { DeployedConfiguration, ServiceDeployments } from './deployments';
export { databaseHost, PLATFORM_DOMAIN, platformHost, shortId } from './naming';
export {
  countDatabasePasswordChange,
  deleteServicesById,
  findService,
  findServiceById,
  keepConfigVersion,
  listServiceVersionRows,
  servicesOfEnvironment,
  type ServiceVersionRow,
} from './queries';
export { findServiceRoute, type ServiceRoute } from './routes';
export { createServiceManager, type ServiceManager, type ServiceManagerOptions } from './service';
export { kindOfType, serviceResponses } from './views';
