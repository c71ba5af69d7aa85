import {
  type Database as DatabaseService,
  type DatabaseCredentials,
  type DatabaseCredentialsRequest,
  databaseLogins,
} from '../../../contract';
import type { Transaction } from '../../db/database';
import { auditActorOf } from '../../domain/auditActor';
import { invalidBody, NotFoundError } from '../../domain/errors';
import type { Principal } from '../../domain/principal';
import { type EnvironmentPlacement, findEnvironmentPlacement } from '../environments';
import {
  countDatabasePasswordChange,
  findServiceById,
  type ServiceRecord,
  serviceResponses,
} from '../services';
import { configurationChanged } from '../shared/configurationChanges';
import { recordCredentialsReading } from '../shared/credentialReadings';
import { newDatabasePassword, passwordRow } from './builtIns';
import type { VariableDeps } from './deps';
import { listVariablesOfEnvironment, type VariableRow, updateVariable } from './queries';

interface StoredDatabase {
  record: ServiceRecord;
  service: DatabaseService;
  placement: EnvironmentPlacement;
}

async function databaseOf({ db }: VariableDeps, id: string): Promise<StoredDatabase> {
  const record = await findServiceById(db, id);
  const placement = record && (await findEnvironmentPlacement(db, record.environmentId));
  const [service] = record && placement ? await serviceResponses(db, [record]) : [];
  if (!record || !placement || service?.service_type !== 'DATABASE') {
    throw new NotFoundError(`Database ${id} not found`);
  }
  return { record, service, placement };
}

/** The password's row, made now for a database stored before passwords were made with it. */
async function passwordRowOf(
  tx: Transaction,
  { runtime, secrets }: VariableDeps,
  { service, placement }: StoredDatabase,
): Promise<VariableRow> {
  const stored = (await listVariablesOfEnvironment(tx, service.environment.id)).filter(
    (row) => row.scope === 'BUILT_IN',
  );
  return passwordRow(tx, runtime, secrets, service, placement, stored);
}

const credentialsOf = ({ service }: StoredDatabase, password: string): DatabaseCredentials => ({
  host: service.host,
  port: service.port,
  login: databaseLogins[service.type],
  password,
});

/**
 * A database's master credentials, for someone who may manage it (the endpoint's access says so). The reading is
 * recorded in the audit log in the transaction that opens the password: no event, no password.
 */
export async function readDatabaseCredentials(
  deps: VariableDeps,
  id: string,
  reader: Principal,
): Promise<DatabaseCredentials> {
  const database = await databaseOf(deps, id);
  const at = deps.runtime.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await passwordRowOf(tx, deps, database);
    await recordCredentialsReading(tx, database.record, auditActorOf(reader, at));
    return credentialsOf(database, row.sealedValue ? deps.secrets.open(row.sealedValue) : '');
  });
}

/**
 * A new master password, the one asked for or a random one. What runs keeps the old one until the database is
 * deployed again, so its configuration counts the change and its status says a redeploy is needed. The login is
 * the engine's: naming another is refused.
 */
export async function rotateDatabasePassword(
  deps: VariableDeps,
  id: string,
  request: DatabaseCredentialsRequest,
): Promise<DatabaseCredentials> {
  const database = await databaseOf(deps, id);
  const login = databaseLogins[database.service.type];
  if (request.login !== undefined && request.login !== login) {
    const message = `must be ${login}: the master login of a ${database.service.type} database does not change`;
    throw invalidBody([{ path: ['login'], message }]);
  }
  const password = request.password ?? newDatabasePassword(deps.runtime);
  const now = deps.runtime.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await passwordRowOf(tx, deps, database);
    await updateVariable(tx, row.id, { sealedValue: deps.secrets.seal(password), updatedAt: now });
    await countDatabasePasswordChange(tx, id, now);
    await configurationChanged(tx, { serviceId: id });
  });
  return credentialsOf(database, password);
}
