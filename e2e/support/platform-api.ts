import type { APIRequestContext } from '@playwright/test';
import type { BodyOf, ParamsOf, QueryOf, ResponseOf, Route } from '../../src/contract/endpoint';
import { organizationEndpoints } from '../../src/contract/endpoints';
import { endpointOf } from '../../src/contract/endpoints/all';
import type { Organization } from '../../src/contract/organizations';

export interface CallInput<E extends Route> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
}

type QueryValue = string | number | boolean;

function definedEntries(values: object | undefined): [string, unknown][] {
  return Object.entries(values ?? {}).filter(([, value]) => value !== undefined && value !== null);
}

/** `/project/{projectId}` with `{ projectId: 'p1' }` gives `/project/p1`. */
export function fillPath(template: string, params: object | undefined): string {
  const values = new Map(definedEntries(params));
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (!values.has(name)) throw new Error(`${template} needs the path parameter ${name}.`);
    return encodeURIComponent(String(values.get(name)));
  });
}

/**
 * Seeds and reads data over HTTP, as the console does, with the admin token of the demo organization.
 * Calls are typed by the contract's routes, and answers are checked against their endpoints' schemas.
 */
export class PlatformApi {
  constructor(readonly request: APIRequestContext) {}

  async call<E extends Route>(endpoint: E, input: CallInput<E> = {}): Promise<ResponseOf<E>> {
    const url = `/api${fillPath(endpoint.path, input.params ?? undefined)}`;
    const response = await this.request.fetch(url, {
      method: endpoint.method,
      params: Object.fromEntries(definedEntries(input.query ?? undefined)) as Record<string, QueryValue>,
      ...(input.body === undefined ? {} : { data: input.body }),
    });
    if (response.status() !== endpoint.status) {
      throw new Error(`${endpoint.method} ${url} answered ${response.status()}: ${await response.text()}`);
    }
    const schema = endpointOf(endpoint).response;
    if (!schema) return undefined as ResponseOf<E>;
    return schema.parse(await response.json()) as ResponseOf<E>;
  }

  /** The organization the admin token belongs to, the one the server creates on its first start. */
  async demoOrganization(): Promise<Organization> {
    const { results } = await this.call(organizationEndpoints.list);
    const [organization] = results;
    if (!organization) throw new Error('The admin token sees no organization.');
    return organization;
  }
}
