import * as qovery from 'qovery-typescript-axios';

/** The names of the client's API classes: `ProjectsApi`, `ClustersApi`, … */
type ApiName = {
  [K in keyof typeof qovery]: K extends `${string}Api`
    ? (typeof qovery)[K] extends new (configuration?: qovery.Configuration) => object
      ? K
      : never
    : never;
}[keyof typeof qovery];

/** Every API class of the official client, each configured with one token: `clients.ProjectsApi.listProject(…)`. */
export type Clients = { [K in ApiName]: InstanceType<(typeof qovery)[K]> };

const isApiName = (name: string): name is ApiName =>
  name.endsWith('Api') && typeof qovery[name as keyof typeof qovery] === 'function';

export function clientsFor(basePath: string, token: string): Clients {
  // The client sends `apiKey` as the Authorization header as it is, which is how an API token is sent here.
  const configuration = new qovery.Configuration({ basePath, apiKey: `Token ${token}` });
  const entries = Object.keys(qovery)
    .filter(isApiName)
    .map((name) => {
      const Api = qovery[name] as new (configuration: qovery.Configuration) => object;
      return [name, new Api(configuration)];
    });
  return Object.fromEntries(entries) as Clients;
}

/** The status a call through the client was refused with (it throws on any status but 2xx). */
export async function refusal(call: Promise<unknown>): Promise<number> {
  try {
    await call;
  } catch (error) {
    const status = (error as { response?: { status?: unknown } }).response?.status;
    if (typeof status === 'number') return status;
    throw error;
  }
  throw new Error('The call succeeded where a refusal was expected');
}
