import type { Database, DatabaseEditRequest } from '../../../../../contract';
import { annotationsGroupRequestOf, generalRequestOf, labelsGroupRequestOf } from './shared';

/** Engine and mode are fixed once created, so they are not part of an edit. */
export const databaseEditRequestOf = (database: Database): DatabaseEditRequest => ({
  ...generalRequestOf(database),
  version: database.version,
  accessibility: database.accessibility,
  cpu: database.cpu,
  memory: database.memory,
  storage: database.storage,
  instance_type: database.instance_type,
  annotations_groups: database.annotations_groups.map(annotationsGroupRequestOf),
  labels_groups: database.labels_groups.map(labelsGroupRequestOf),
});
