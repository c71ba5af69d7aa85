import { bigint, index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { environments } from './environments';
import { organizations } from './organizations';
import { projects } from './projects';

/**
 * How many times something of an organization that a console shows has changed (a deployment moved, a service or
 * a variable was edited): a counter per organization. Each write takes the next value as the last statement of its
 * transaction, holding the row until it commits, so values become visible in the order they were taken.
 */
export const organizationChanges = pgTable('organization_changes', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** The organization's counter when each environment last changed: what changed since a version is one lookup. */
export const environmentChanges = pgTable(
  'environment_changes',
  {
    environmentId: uuid('environment_id')
      .primaryKey()
      .references(() => environments.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (table) => [index('environment_changes_organization_version_idx').on(table.organizationId, table.version)],
);
