import type { AnyService } from '../../../contract';
import type { Database, Transaction } from '../../db/database';
import type { VersionedCache } from '../../db/versionedCache';
import type { Page } from '../../domain/paging';
import type { Runtime } from '../../runtime';
import type { EnvironmentPlacement } from '../environments';
import type { SecretBox } from '../secrets';
import type { ServiceDeployments } from './deployments';

export type Db = Database | Transaction;

/**
 * Runs in the transaction that stores a service (created, cloned or edited): the variables module's
 * `anchorServiceBuiltIns`, which writes the rows of its built-in variables (so that each built-in's id is found
 * from the start) and a database's password. `modules/index.ts` hands it in.
 */
export type AnchorBuiltIns = (db: Db, service: AnyService, placement: EnvironmentPlacement) => Promise<void>;

/** What the service operations work with. */
export interface ServiceManagerDeps {
  db: Db;
  runtime: Runtime;
  secrets: SecretBox;
  anchorBuiltIns: AnchorBuiltIns;
  /** What runs of each service; `withoutDeployments` where nothing is deployed (the demo seed, clones). */
  deployments: ServiceDeployments;
  /** Pages of an environment's services kept with its version (`deployments.version`): read far more than changed. */
  keptLists: VersionedCache<Page<AnyService>>;
}
