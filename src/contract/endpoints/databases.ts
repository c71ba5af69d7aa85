import { routes } from '../endpoint';
import type { databaseConnectionEndpointSchemas } from './databases.schemas';

const scopeParam = { param: 'databaseId', kind: 'database' } as const;

/**
 * What only databases have: their master credentials and the versions they can move to. Reading the credentials
 * takes the right to manage the database, as changing them does.
 */
export const databaseConnectionEndpoints = routes<typeof databaseConnectionEndpointSchemas>({
  credentials: {
    method: 'GET',
    path: '/database/{databaseId}/masterCredentials',
    operationId: 'getDatabaseMasterCredentials',
    access: 'write',
    scopeParam,
    status: 200,
  },
  rotateCredentials: {
    method: 'PUT',
    path: '/database/{databaseId}/masterCredentials',
    operationId: 'editDatabaseCredentials',
    access: 'write',
    scopeParam,
    status: 200,
  },
  versions: {
    method: 'GET',
    path: '/database/{databaseId}/version',
    operationId: 'listDatabaseVersion',
    access: 'read',
    scopeParam,
    status: 200,
  },
});
