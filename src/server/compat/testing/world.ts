import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenAPIV3 } from 'openapi-types';
import { type ProviderStandIn, startGitHubStandIn } from '../../modules/gitProviders/testing/standIns';
import {
  createGitRepository,
  sampleTerraformFiles,
} from '../../modules/terraformVariables/testing/gitRepository';
import { type EveryResource, everyResource, SEEDED_GIT_TOKEN } from '../../testing/everyResource';
import { fixedLookup } from '../../testing/outbound';
import { type TestApp, testApp } from '../../testing/testApp';
import { type Clients, clientsFor } from './clients';
import { type OwnEnvironment, ownEnvironment } from './ownEnvironment';
import { type Sample, sampler } from './samples';
import {
  clientCallsIn,
  operationMatcher,
  reachedBy,
  refusedByDesign,
  type SharedOperation,
  sharedOperations,
} from './sharedOperations';

/** An id no record has: what a client meets after a record was deleted, or with a typo. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-00000000beef';

/**
 * What the suite saw the server answer: the shared operation and the status, for every request it served, and
 * the area whose tests were running (areas run one after another; a request is answered before its call returns).
 */
interface Answered {
  operationId: string;
  status: number;
  area: string | undefined;
}

export interface CompatWorld {
  t: TestApp;
  /** One record of every kind, made in-process before any client call (seeding is not what is tested). */
  seeded: EveryResource;
  /** The official client with an ADMIN token of the seeded organization. */
  admin: Clients;
  /** The official client with a READ token of the same organization: writes answer 403. */
  reader: Clients;
  /** A repository on disk a terraform service may take its sources from. */
  terraformRepository: string;
  github: ProviderStandIn;
  shared: SharedOperation[];
  /**
   * The sample body of one of our operations (`testing/requestSamples.ts`), as the client's request type, with
   * `changes` over it (a name of its own, say).
   */
  sample: Sample;
  /** A new environment of the seeded project with one service of each kind, for an area to change at will. */
  ownEnvironment(name: string): Promise<OwnEnvironment>;
  /** The answers from now on are the area's (its file), until the next area begins. */
  beginArea(areaFile: string): void;
  /**
   * Fails naming each shared operation that the area's file calls by name (`api.XApi.method(`) but whose every
   * answer while the area ran was a refusal (other than the one it gives by design), or that was never sent.
   */
  expectEachCalledOperationAnswered(areaFile: string): void;
  close(): Promise<void>;
}

/**
 * The real app on a real port of loopback, so the official client goes over HTTP with axios's own headers, over
 * the seeded organization. The server's own record of each answer is what counts, not the client's view.
 */
export async function compatWorld(): Promise<CompatWorld> {
  const t = await testApp({
    config: { rateLimitPerHour: 1_000_000, anonymousRateLimitPerHour: 1_000_000 },
    // No host name resolves: nothing the suite makes the platform call leaves the machine.
    lookup: fixedLookup({}).lookup,
  });
  const workDir = await mkdtemp(join(tmpdir(), 'compat-'));
  const terraformRepository = await createGitRepository(join(workDir, 'infra'), sampleTerraformFiles);
  const github = await startGitHubStandIn({
    token: SEEDED_GIT_TOKEN,
    repositories: [{ owner: 'acme', name: 'shop', branches: ['main'] }],
  });
  const seeded = await everyResource(t, github.apiUrl);
  const document = (
    await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
  ).json<OpenAPIV3.Document>();
  const shared = sharedOperations(document);
  const operationOf = operationMatcher(shared);
  const answered: Answered[] = [];
  let area: string | undefined;
  t.app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    response.on('finish', () => {
      const path = (request.url ?? '').split('?')[0]?.replace(/^\/api/, '') ?? '';
      const operation = operationOf(request.method ?? '', path);
      if (operation) answered.push({ operationId: operation.operationId, status: response.statusCode, area });
    });
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const basePath = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
  const readToken = await t.createToken(seeded.organizationId, 'READ');
  return {
    t,
    seeded,
    admin: clientsFor(basePath, seeded.adminToken),
    reader: clientsFor(basePath, readToken.value),
    terraformRepository,
    github,
    shared,
    sample: sampler(seeded, terraformRepository),
    ownEnvironment: (name) => ownEnvironment(seeded, terraformRepository, name),
    beginArea(areaFile) {
      area = areaFile;
    },
    expectEachCalledOperationAnswered(areaFile) {
      const succeeded = new Set(
        answered
          .filter((answer) => answer.area === areaFile)
          .filter((answer) => answer.status < 300 || refusedByDesign[answer.operationId] === answer.status)
          .map((answer) => answer.operationId),
      );
      const missing = reachedBy(shared, clientCallsIn(areaFile))
        .filter((operation) => !succeeded.has(operation.operationId))
        .map((operation) => `${operation.operationId} (${operation.httpMethod} ${operation.path})`);
      if (missing.length > 0) {
        throw new Error(`Named but never answered with success: ${missing.join(', ')}`);
      }
    },
    async close() {
      await t.close();
      await github.close();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
