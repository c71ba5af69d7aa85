import { z } from 'zod';
import { id } from '../common';
import { databaseCredentials, databaseCredentialsRequest, databaseVersionList } from '../databaseCredentials';
import { endpointSchemas } from '../endpoint';

const params = z.object({ databaseId: id });
const tag = 'Databases';

export const databaseConnectionEndpointSchemas = {
  credentials: endpointSchemas({
    summary: "The database's master credentials; each reading is recorded in the audit log",
    tag,
    params,
    response: databaseCredentials,
  }),
  rotateCredentials: endpointSchemas({
    summary:
      'Change the master password (a strong random one unless the body names one); the database needs a redeploy',
    tag,
    params,
    body: databaseCredentialsRequest,
    response: databaseCredentials,
  }),
  versions: endpointSchemas({
    summary: "The versions the database can move to: its engine's, from its current major version up",
    tag,
    params,
    response: databaseVersionList,
  }),
};
