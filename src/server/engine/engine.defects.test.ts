import { describe, expect, it } from 'vitest';
import type { ServiceDirectory } from './snapshot';
import { build, environmentId } from './testing/fixtures';
import { request } from './testing/storeRecords';
import type { NewRequest } from './store';
import { engineStores } from './testing/engineStores';

describe.each(engineStores())('on $name', (engineStore) => {
  const harness = engineStore.use();

  /** The database finds a service by its id in any case, and answers it in lowercase, as PostgreSQL's uuid does. */
  function caseInsensitive(directory: ServiceDirectory): ServiceDirectory {
    return { ...directory, getService: (serviceId) => directory.getService(serviceId.toLowerCase()) };
  }

  /** A request as an older release stored it: its target's id spelled in capitals. */
  function requestNamingInCapitals(serviceId: string, id: string, createdAt: Date): NewRequest {
    return {
      ...request(id, environmentId, createdAt),
      targets: [{ serviceId: serviceId.toUpperCase(), serviceType: 'APPLICATION', overrides: {} }],
    };
  }

  const BAD_REQUEST_ID = 'baadbaad-0000-4000-8000-000000000001';

  describe('a request the engine cannot carry out', () => {
    it('is set aside with its reason, once, and what waits behind it runs', async () => {
      const errors: unknown[] = [];
      const h = harness({ onError: (error) => errors.push(error) });
      const app = build.application();
      h.directory.add(app);
      const engine = h.restart({ directory: caseInsensitive(h.directory) });
      await h.store.enqueueRequest(requestNamingInCapitals(app.id, BAD_REQUEST_ID, h.clock.now()));
      const behind = await engine.requestServiceAction(app.id, 'DEPLOY');

      await h.settle(engine);

      const setAside = await engine.request(BAD_REQUEST_ID);
      expect(setAside).toMatchObject({ status: 'DONE', state: 'DEPLOYMENT_ERROR', services: [] });
      expect(setAside?.reason).toMatch(
        /^The platform could not carry out this request and set it aside: service .* was placed but not found$/,
      );
      expect((await engine.request(behind.id))?.state).toBe('DEPLOYED');
      expect((await engine.serviceStatus(app.id)).state).toBe('DEPLOYED');
      expect(errors).toHaveLength(1);
      expect(String(errors[0])).toContain(BAD_REQUEST_ID);
    });

    it('does not stop a restart: recovery sets it aside and the engine carries on', async () => {
      const h = harness({ onError: () => undefined });
      const app = build.application();
      h.directory.add(app);
      // Claimed by a process that died before it planned it.
      await h.store.enqueueRequest(requestNamingInCapitals(app.id, BAD_REQUEST_ID, h.clock.now()));
      await h.store.claimNextRequest(environmentId, h.clock.now());

      const revived = h.restart({ directory: caseInsensitive(h.directory) });
      await expect(revived.recover()).resolves.toEqual({ resumed: 0, interrupted: 0 });
      expect((await revived.request(BAD_REQUEST_ID))?.status).toBe('DONE');

      const accepted = await revived.requestServiceAction(app.id, 'DEPLOY');
      await h.settle(revived);
      expect((await revived.request(accepted.id))?.state).toBe('DEPLOYED');
    });

    it('never arises from an id spelled in capitals: the run names the service as the directory does', async () => {
      const h = harness();
      const app = build.application();
      h.directory.add(app);
      const engine = h.restart({ directory: caseInsensitive(h.directory) });

      const accepted = await engine.requestServiceAction(app.id.toUpperCase(), 'DEPLOY');
      await h.settle(engine);

      expect((await engine.request(accepted.id))?.services[0]?.identifier.service_id).toBe(app.id);
      expect((await engine.serviceStatus(app.id)).state).toBe('DEPLOYED');
    });
  });
});
