import type { ServiceKind } from '../../../../contract';
import type { ServiceDefinition } from '../definition';
import { applicationDefinition } from './application';
import { containerDefinition } from './container';
import { databaseDefinition } from './database';
import { helmDefinition } from './helm';
import { jobDefinition } from './job';
import { terraformDefinition } from './terraform';

/** What each type of service adds to what all share; the generic service code reads only this table. */
export const serviceDefinitions: { [K in ServiceKind]: ServiceDefinition<K, unknown> } = {
  application: applicationDefinition,
  container: containerDefinition,
  database: databaseDefinition,
  job: jobDefinition,
  helm: helmDefinition,
  terraform: terraformDefinition,
};
