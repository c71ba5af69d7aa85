import { createHash } from 'node:crypto';
import { type AnyService, databaseLogins, type DatabaseType } from '../../../contract';
import type { Database, Transaction } from '../../db/database';
import type { Runtime } from '../../runtime';
import type { EnvironmentPlacement } from '../environments';
import { databaseHost, platformHost, serviceResponses, servicesOfEnvironment, shortId } from '../services';
import type { SecretBox } from '../secrets';
import { insertVariableIfAbsent, listVariablesOfEnvironment, type VariableRow } from './queries';
import { anchor } from './anchors';
import type { VariableDeps } from './deps';
import { recordOfRow, type OwningService, type VariableRecord } from './records';

type Db = Database | Transaction;

/** Every built-in key starts with this, then the service's type and short id: `PLATFORM_DATABASE_Z1A2B3C4D_HOST`. */
export const BUILT_IN_PREFIX = 'PLATFORM';

/** The key of a service's built-in; `suffix` says what it holds (`HOST_INTERNAL`, `PORT`...). */
export function builtInKey(service: { id: string; type: string }, suffix: string): string {
  return `${BUILT_IN_PREFIX}_${service.type}_Z${shortId(service.id).toUpperCase()}_${suffix}`;
}

/**
 * A built-in's id, the same every time it is derived (aliases and overrides name it): a UUID (version 8) made
 * from the service's id and what the variable holds, so a rename keeps it.
 */
export function builtInId(serviceId: string, suffix: string): string {
  const hex = createHash('sha256').update(`${serviceId}:${suffix}`).digest('hex').slice(0, 32).split('');
  hex[12] = '8';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const digits = hex.join('');
  return [0, 8, 12, 16, 20].map((start, index, all) => digits.slice(start, all[index + 1] ?? 32)).join('-');
}

const databaseSchemes: Record<DatabaseType, string> = {
  POSTGRESQL: 'postgresql',
  MYSQL: 'mysql',
  MONGODB: 'mongodb',
  REDIS: 'redis',
};
const databaseNames: Record<DatabaseType, string> = {
  POSTGRESQL: 'postgres',
  MYSQL: 'mysql',
  MONGODB: 'admin',
  REDIS: '0',
};

interface Derived {
  suffix: string;
  value: string;
  isSecret: boolean;
}

function hostsOf(service: AnyService, placement: EnvironmentPlacement): Derived[] {
  const environment = placement.environment;
  const internal = databaseHost(service, environment, placement.cluster.id, 'PRIVATE');
  const ports: { internal_port: number; publicly_accessible: boolean }[] =
    service.service_type === 'APPLICATION' || service.service_type === 'CONTAINER'
      ? service.ports
      : service.service_type === 'JOB' && service.port
        ? [{ internal_port: service.port, publicly_accessible: false }]
        : [];
  const derived: Derived[] = [];
  const first = ports[0];
  if (first) {
    derived.push({ suffix: 'HOST_INTERNAL', value: internal, isSecret: false });
    derived.push({ suffix: 'PORT', value: String(first.internal_port), isSecret: false });
  }
  const exposed = ports.find((port) => port.publicly_accessible);
  if (exposed) {
    const host = platformHost(exposed.internal_port, service.id, environment.name, placement.cluster.id);
    derived.push({ suffix: 'HOST_EXTERNAL', value: host, isSecret: false });
  }
  return derived;
}

function databaseBuiltIns(
  service: Extract<AnyService, { service_type: 'DATABASE' }>,
  placement: EnvironmentPlacement,
  password: string,
): Derived[] {
  const environment = placement.environment;
  const internal = databaseHost(service, environment, placement.cluster.id, 'PRIVATE');
  const host = databaseHost(service, environment, placement.cluster.id, service.accessibility);
  const login = databaseLogins[service.type];
  const url = (at: string) =>
    `${databaseSchemes[service.type]}://${login}:${encodeURIComponent(password)}@${at}:${service.port}/${databaseNames[service.type]}`;
  return [
    { suffix: 'HOST_INTERNAL', value: internal, isSecret: false },
    { suffix: 'HOST', value: host, isSecret: false },
    { suffix: 'PORT', value: String(service.port), isSecret: false },
    { suffix: 'DATABASE_NAME', value: databaseNames[service.type], isSecret: false },
    { suffix: 'LOGIN', value: login, isSecret: true },
    { suffix: 'DATABASE_URL', value: url(host), isSecret: true },
    { suffix: 'DATABASE_URL_INTERNAL', value: url(internal), isSecret: true },
  ];
}

const PASSWORD_SUFFIX = 'PASSWORD';

/** A new master password: 24 random bytes from the runtime, as 32 URL-safe characters. */
export function newDatabasePassword(runtime: Runtime): string {
  return runtime.randomBytes(24).toString('base64url');
}

/**
 * A database's password: generated and sealed the first time its built-ins are needed, then kept (a row of the
 * variables table, so it goes with the database).
 */
export async function passwordRow(
  db: Db,
  runtime: Runtime,
  secrets: SecretBox,
  service: AnyService,
  placement: EnvironmentPlacement,
  stored: readonly VariableRow[],
): Promise<VariableRow> {
  const key = builtInKey({ id: service.id, type: service.service_type }, PASSWORD_SUFFIX);
  const existing = stored.find((row) => row.parentId === service.id && row.key === key);
  if (existing) return existing;
  const now = runtime.clock.now();
  await insertVariableIfAbsent(db, {
    id: builtInId(service.id, PASSWORD_SUFFIX),
    organizationId: placement.environment.organizationId,
    projectId: placement.environment.projectId,
    environmentId: service.environment.id,
    serviceId: service.id,
    scope: 'BUILT_IN',
    parentId: service.id,
    key,
    value: null,
    sealedValue: secrets.seal(newDatabasePassword(runtime)),
    isSecret: true,
    variableType: 'BUILT_IN',
    ownedBy: 'PLATFORM',
    createdAt: now,
    updatedAt: now,
  });
  const [row] = (await listVariablesOfEnvironment(db, service.environment.id)).filter(
    (candidate) => candidate.parentId === service.id && candidate.key === key,
  );
  if (!row) throw new Error(`The password of database ${service.id} was not stored`);
  return row;
}

/** The built-ins of every service of an environment: each reaches every service of the environment. */
export async function builtInsOfEnvironment(
  db: Db,
  runtime: Runtime,
  secrets: SecretBox,
  placement: EnvironmentPlacement,
): Promise<VariableRecord[]> {
  const records = await servicesOfEnvironment(db, placement.environment.id);
  if (records.length === 0) return [];
  const responses = await serviceResponses(db, records);
  const stored = (await listVariablesOfEnvironment(db, placement.environment.id)).filter(
    (row) => row.scope === 'BUILT_IN',
  );
  const builtIns: VariableRecord[] = [];
  for (const [index, service] of responses.entries()) {
    const record = records[index];
    if (!record) continue;
    builtIns.push(...(await builtInsOfService(db, runtime, secrets, { service, placement, stored, record })));
  }
  // Services are stored with their built-ins' rows (see `anchorServiceBuiltIns`); one stored before that gets them now.
  const anchored = new Set(stored.map((row) => row.id));
  const unanchored = builtIns.filter((builtIn) => !anchored.has(builtIn.id));
  if (unanchored.length > 0) await anchor(db, unanchored, placement, runtime.clock.now());
  return builtIns;
}

/** What a service's built-ins derive from. */
interface BuiltInSource {
  service: AnyService;
  placement: EnvironmentPlacement;
  /** The built-in rows already stored in the service's environment. */
  stored: readonly VariableRow[];
  /** When the service was created and last edited: its derived built-ins' own times. */
  record: { createdAt: Date; updatedAt: Date };
}

/** One service's built-ins; a database's password is made and stored the first time. */
async function builtInsOfService(
  db: Db,
  runtime: Runtime,
  secrets: SecretBox,
  { service, placement, stored, record }: BuiltInSource,
): Promise<VariableRecord[]> {
  const owning: OwningService = { id: service.id, name: service.name, type: service.service_type };
  const builtIns: VariableRecord[] = [];
  let derived = hostsOf(service, placement);
  if (service.service_type === 'DATABASE') {
    const row = await passwordRow(db, runtime, secrets, service, placement, stored);
    const password = row.sealedValue ? secrets.open(row.sealedValue) : '';
    builtIns.push(recordOfRow(row, new Map([[service.id, owning]]), secrets));
    derived = databaseBuiltIns(service, placement, password);
  }
  for (const { suffix, value, isSecret } of derived) {
    builtIns.push({
      id: builtInId(service.id, suffix),
      scope: 'BUILT_IN',
      parentId: service.id,
      key: builtInKey(owning, suffix),
      value: isSecret ? null : value,
      isSecret,
      variableType: 'BUILT_IN',
      mountPath: null,
      description: null,
      enableInterpolationInFile: null,
      originalId: null,
      service: owning,
      ownedBy: 'PLATFORM',
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      row: null,
      reveal: () => value,
    });
  }
  return builtIns;
}

/**
 * Anchors the built-ins of a service as it is stored, in the transaction that stores it (`db`): `/variable/{id}`
 * finds each of them from the start, and a database has its password from its creation. The service manager is
 * handed it in `modules/index.ts` (see `AnchorBuiltIns`).
 */
export async function anchorServiceBuiltIns(
  { runtime, secrets }: Pick<VariableDeps, 'runtime' | 'secrets'>,
  db: Db,
  service: AnyService,
  placement: EnvironmentPlacement,
): Promise<void> {
  const now = runtime.clock.now();
  const source = { service, placement, stored: [], record: { createdAt: now, updatedAt: now } };
  await anchor(db, await builtInsOfService(db, runtime, secrets, source), placement, now);
}
