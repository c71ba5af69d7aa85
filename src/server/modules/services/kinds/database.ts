import { databaseVersionProblem, defaultDatabasePort, type DatabaseType } from '../../../../contract';
import type { FieldProblem } from '../../../domain/errors';
import type { ServiceDefinition } from '../definition';
import { databaseHost } from '../naming';
import { serviceView } from './common';
import { type GroupsConfig, storedGroups } from './groups';

export interface DatabaseConfig extends GroupsConfig {
  type: DatabaseType;
  version: string;
  mode: 'CONTAINER' | 'MANAGED';
  accessibility: 'PRIVATE' | 'PUBLIC';
  cpu: number;
  memory: number;
  storage: number;
  instance_type: string | null;
  /**
   * Counts the master password's changes: the password lives with the variables, and a change of it must make the
   * database's configuration, and so its deployed state, out of date. Absent until the first change.
   */
  password_revision?: number;
}

/** A PostgreSQL, MySQL, MongoDB or Redis instance; its engine and mode are fixed once created. */
export const databaseDefinition: ServiceDefinition<'database', DatabaseConfig> = {
  kind: 'database',
  type: 'DATABASE',

  sites: (source) => ({
    gitRepositories: [],
    images: [],
    helmRepositories: [],
    resources: [
      {
        cpu: { path: ['cpu'], millicores: source.cpu },
        memory: { path: ['memory'], megabytes: source.memory, unit: 'MB' },
      },
    ],
  }),

  /** An edit names no engine: its version must suit the stored one. */
  problems: (request, previous) => {
    if (!previous) return [];
    const problem = databaseVersionProblem(previous.type, request.version);
    return problem ? [{ path: ['version'], message: problem } satisfies FieldProblem] : [];
  },

  toConfig: (request, previous, context) => {
    const engine = 'type' in request ? request : previous;
    if (!engine) throw new Error('A database is created with its engine and mode');
    return {
      type: engine.type,
      version: request.version,
      mode: engine.mode,
      accessibility: request.accessibility,
      cpu: request.cpu,
      memory: request.memory,
      storage: request.storage,
      instance_type: request.instance_type ?? null,
      ...storedGroups(request, previous, context),
      ...(previous?.password_revision ? { password_revision: previous.password_revision } : {}),
    };
  },

  toResponse: (record, { password_revision: _revision, ...config }, view) => ({
    ...serviceView(record),
    service_type: 'DATABASE',
    ...config,
    maximum_cpu: view.cluster.cpu,
    maximum_memory: view.cluster.memory,
    host: databaseHost(record, view.environment, view.cluster.id, config.accessibility),
    port: defaultDatabasePort[config.type],
    // Managed databases live on the cloud provider's encrypted volumes.
    disk_encrypted: config.mode === 'MANAGED',
  }),
};
