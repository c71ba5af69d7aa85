import type { AnyService } from '../../../contract';
import type { Database, Transaction } from '../../db/database';
import type { EnvironmentPlacement } from '../environments';
import type { ServiceDeployments } from './deployments';

/**
 * What the variables module keeps of a service as it is stored (created, cloned or edited): the rows of its
 * built-in variables, so that each built-in's id is found from the start, and a database's password.
 */
export interface ServiceBuiltIns {
  /** Runs in the transaction that stores the service. */
  anchor(db: Database | Transaction, service: AnyService, placement: EnvironmentPlacement): Promise<void>;
}

/** What the service manager is given of the modules above it. */
export interface ServicePorts {
  builtIns: ServiceBuiltIns;
  /** Without it (the demo seed, environment clones), nothing is deployed. */
  deployments?: ServiceDeployments;
}
