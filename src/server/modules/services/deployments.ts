/** What a deployment left running of a service, as the services layer shows it. */
export interface DeployedConfiguration {
  /** The git commit built, for services built from git. */
  gitCommitId: string | null;
  /** When the deployment ended. */
  deployedAt: Date;
  /** The stored configuration the deployment was planned from; null when the deployment did not keep it. */
  configuration: Record<string, unknown> | null;
  /** False once it was stopped. */
  running: boolean;
}

/**
 * What the services layer needs from deployments: what runs of each service (its links and deployed commit
 * derive from it), and the engine to remove a service that has something deployed.
 */
export interface ServiceDeployments {
  /** Services that have something deployed; the others are left out. */
  deployed(serviceIds: string[]): Promise<Map<string, DeployedConfiguration>>;
  /**
   * Hands a service's removal to the deployment engine when it was ever deployed or has work waiting: the row
   * goes once that DELETE completes. False when nothing of it ever ran: the caller removes the row at once.
   */
  retire(serviceId: string): Promise<boolean>;
  /**
   * A version of what an environment's services show, moved on by every committed write of them, of their
   * deployments, and of the cluster, git tokens and registries they name; null where deployments do not move it,
   * and then every list is built anew.
   */
  version(environmentId: string): Promise<string | null>;
}

/** For code that stores services without deploying them (the demo seed). */
export const withoutDeployments: ServiceDeployments = {
  deployed: async () => new Map(),
  retire: async () => false,
  version: async () => null,
};
