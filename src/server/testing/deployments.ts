import { type ServiceKind, serviceKinds } from '../../contract';
import { type ApiClient, expectStatus } from './api';
import { minimalRequests, type ServicesFixture } from './services';
import type { TestApp } from './testApp';

/** Longer than any deployment the tests start takes at time scale 1 (a terraform apply, about a minute). */
export const SETTLE_MS = 60 * 60_000;

/** Plays every deployment to its end and sends the webhook deliveries that became due. */
export const settle = (t: TestApp) => t.advance(SETTLE_MS);

export const serviceKindList = Object.keys(serviceKinds) as ServiceKind[];

/** One service of each kind in the fixture's environment, by kind. */
export async function oneOfEachKind(fixture: ServicesFixture): Promise<Record<ServiceKind, string>> {
  const requests = minimalRequests(fixture);
  const ids = {} as Record<ServiceKind, string>;
  for (const kind of serviceKindList) {
    const created = await fixture.api.post(`/environment/${fixture.environmentId}/${kind}`, requests[kind]);
    ids[kind] = expectStatus(created, 201).id;
  }
  return ids;
}

/** The state a service's status shows now. */
export async function stateOf(api: ApiClient, kind: ServiceKind, id: string): Promise<string> {
  return expectStatus(await api.get(`/${kind}/${id}/status`), 200).state;
}
