import type { ServiceKind } from '../../../../../contract';
import type { EditRequestOf, ServiceOf } from '../types';
import { applicationEditRequestOf, containerEditRequestOf } from './application';
import { databaseEditRequestOf } from './database';
import { helmEditRequestOf } from './helm';
import { jobEditRequestOf } from './job';
import { terraformEditRequestOf } from './terraform';

const editRequestOf: { [K in ServiceKind]: (service: ServiceOf<K>) => EditRequestOf<K> } = {
  application: applicationEditRequestOf,
  container: containerEditRequestOf,
  database: databaseEditRequestOf,
  job: jobEditRequestOf,
  helm: helmEditRequestOf,
  terraform: terraformEditRequestOf,
};

/**
 * The full set of editable fields of a service, as its PUT takes them, from the record the API answered. A
 * settings section edits some of them and sends all.
 */
export function toEditRequest<K extends ServiceKind>(kind: K, service: ServiceOf<K>): EditRequestOf<K> {
  return editRequestOf[kind](service);
}
