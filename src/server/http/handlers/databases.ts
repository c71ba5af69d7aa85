import type { databaseConnectionEndpoints } from '../../../contract';
import type { ServiceManager } from '../../modules/services';
import type { VariableService } from '../../modules/variables';
import { callerOf, type HandlersFor } from './bind';

/** A database's password is one of its built-in variables; its versions come from the services' catalog. */
export function databaseConnectionHandlers(
  variables: VariableService,
  services: ServiceManager,
): HandlersFor<typeof databaseConnectionEndpoints> {
  return {
    credentials: (context) => variables.databaseCredentials(context.params.databaseId, callerOf(context)),
    rotateCredentials: ({ params, body }) => variables.rotateDatabasePassword(params.databaseId, body),
    versions: ({ params }) => services.databaseVersions(params.databaseId),
  };
}
