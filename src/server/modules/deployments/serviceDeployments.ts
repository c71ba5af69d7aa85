import type { Engine } from '../../engine';
import type { DeployedConfiguration, ServiceDeployments } from '../services';

/** The services module's view of deployments, answered by the engine. */
export function engineServiceDeployments(engine: Engine): ServiceDeployments {
  return {
    async deployed(serviceIds) {
      const found = await engine.deployedServices(serviceIds);
      const deployed = new Map<string, DeployedConfiguration>();
      for (const [serviceId, { deployment, stopped }] of found) {
        deployed.set(serviceId, {
          gitCommitId: deployment.version.gitCommitId,
          deployedAt: deployment.endedAt ?? deployment.createdAt,
          configuration: deployment.snapshot.configuration ?? null,
          running: !stopped,
        });
      }
      return deployed;
    },

    async retire(serviceId) {
      const [history, queue] = await Promise.all([
        engine.serviceHistory(serviceId, { offset: 0, limit: 1 }),
        engine.serviceQueue(serviceId),
      ]);
      if (history.total === 0 && queue.length === 0) return false;
      // Asked twice, the service is removed once: a DELETE already waiting or running will do it.
      if (!queue.some((item) => item.action === 'DELETE')) {
        await engine.requestServiceAction(serviceId, 'DELETE');
      }
      return true;
    },

    version: (environmentId) => engine.environmentVersion(environmentId),
  };
}
