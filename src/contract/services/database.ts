import { z } from 'zod';
import {
  annotationsGroup,
  annotationsGroupRequest,
  labelsGroup,
  labelsGroupRequest,
  serviceBase,
  serviceRequestBase,
} from './common';
import { singleLine, text, trimmedLine } from '../text';

export const databaseType = z.enum(['POSTGRESQL', 'MYSQL', 'MONGODB', 'REDIS']);
export type DatabaseType = z.infer<typeof databaseType>;
export const databaseMode = z.enum(['CONTAINER', 'MANAGED']);
export const databaseAccessibility = z.enum(['PRIVATE', 'PUBLIC']);

/** Versions offered per engine, newest first. */
export const databaseVersions: Record<DatabaseType, readonly string[]> = {
  POSTGRESQL: ['17', '16', '15', '14', '13'],
  MYSQL: ['8.4', '8.0'],
  MONGODB: ['8.0', '7.0', '6.0'],
  REDIS: ['7.4', '7.2', '7.0', '6.2'],
};

export const defaultDatabasePort: Record<DatabaseType, number> = {
  POSTGRESQL: 5432,
  MYSQL: 3306,
  MONGODB: 27017,
  REDIS: 6379,
};

/** The master login of each engine: the platform's, the same for every database of it. */
export const databaseLogins: Record<DatabaseType, string> = {
  POSTGRESQL: 'superuser',
  MYSQL: 'superuser',
  MONGODB: 'superuser',
  REDIS: 'default',
};

const editable = {
  accessibility: databaseAccessibility.default('PRIVATE'),
  cpu: z.number().int('must be an integer').min(10, 'must be at least 10 millicores').default(250),
  memory: z.number().int('must be an integer').min(1, 'must be at least 1 MB').default(256),
  storage: z.number().int('must be an integer').min(1, 'must be at least 1 GB').default(10),
  instance_type: singleLine().nullable().optional(),
  annotations_groups: z.array(annotationsGroupRequest).default([]),
  labels_groups: z.array(labelsGroupRequest).default([]),
};

/** Why a version cannot run an engine, or null when it can; the server checks edits with it too. */
export function databaseVersionProblem(type: DatabaseType, version: string): string | null {
  const versions = databaseVersions[type];
  return versions.includes(version) ? null : `must be one of ${versions.join(', ')} for ${type}`;
}

function checkVersion(value: { type: DatabaseType; version: string }, ctx: z.RefinementCtx) {
  const problem = databaseVersionProblem(value.type, value.version);
  if (problem) ctx.addIssue({ code: 'custom', path: ['version'], message: problem });
}

export const databaseFields = serviceRequestBase.extend({
  type: databaseType,
  version: trimmedLine().min(1, 'is required'),
  mode: databaseMode.default('CONTAINER'),
  ...editable,
});
export const databaseRequest = databaseFields.superRefine((value, ctx) => {
  checkVersion(value, ctx);
  if (value.mode === 'MANAGED' && value.type !== 'REDIS' && value.storage < 10) {
    ctx.addIssue({
      code: 'custom',
      path: ['storage'],
      message: 'must be at least 10 GB for a managed database',
    });
  }
});
export type DatabaseRequest = z.input<typeof databaseRequest>;

/** Engine and mode are fixed once created; PUT sends the rest. */
export const databaseEditRequest = serviceRequestBase.extend({
  version: trimmedLine().min(1, 'is required'),
  ...editable,
});
export type DatabaseEditRequest = z.input<typeof databaseEditRequest>;

export const database = serviceBase.extend({
  service_type: z.literal('DATABASE'),
  type: databaseType,
  version: text(),
  mode: databaseMode,
  accessibility: databaseAccessibility,
  cpu: z.number().int(),
  memory: z.number().int(),
  storage: z.number().int(),
  instance_type: text().nullable(),
  maximum_cpu: z.number().int(),
  maximum_memory: z.number().int(),
  host: text(),
  port: z.number().int(),
  disk_encrypted: z.boolean(),
  annotations_groups: z.array(annotationsGroup),
  labels_groups: z.array(labelsGroup),
});
export type Database = z.infer<typeof database>;
