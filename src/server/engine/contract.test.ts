import { describe, expect, it } from 'vitest';
import {
  deploymentEvent,
  deploymentLogLine,
  deploymentRequestAccepted,
  environmentDeployment,
  environmentStatuses,
  queuedDeploymentRequest,
  serviceDeployment,
  serviceStatus,
} from '../../contract/deployments';
import { build, environmentId, harness } from './testing/fixtures';

describe('what the engine answers', () => {
  it('matches the contract the API will serve', async () => {
    const h = harness();
    const db = build.database();
    const app = build.application('web', { source: build.gitSource('fail-deploy') });
    const stack = build.terraform();
    h.directory.add(db, app, stack);
    const accepted = await h.engine.requestEnvironmentAction(environmentId, 'DEPLOY');
    const queued = await h.engine.requestServiceAction(stack.id, 'UNINSTALL');
    expect(deploymentRequestAccepted.parse(accepted)).toEqual(accepted);
    expect(deploymentRequestAccepted.parse(queued)).toEqual(queued);
    await h.step();
    for (const item of await h.engine.environmentQueue(environmentId)) queuedDeploymentRequest.parse(item);
    environmentStatuses.parse(await h.engine.environmentStatuses(environmentId));
    await h.settle();

    const statuses = await h.engine.environmentStatuses(environmentId);
    expect(environmentStatuses.parse(statuses)).toEqual(statuses);
    for (const service of [db, app, stack]) {
      serviceStatus.parse(await h.engine.serviceStatus(service.id));
      for (const item of (await h.engine.serviceHistory(service.id, { offset: 0, limit: 5 })).results) {
        expect(serviceDeployment.parse(item)).toEqual(item);
      }
    }
    for (const run of (await h.engine.environmentHistory(environmentId, { offset: 0, limit: 5 })).results) {
      expect(environmentDeployment.parse(run)).toEqual(run);
    }
    const lines = await h.engine.requestLogs(accepted.id);
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) deploymentLogLine.parse(line);
    const events = h.store.events();
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) deploymentEvent.parse({ event_type: event.type, payload: event.payload });
  });
});
