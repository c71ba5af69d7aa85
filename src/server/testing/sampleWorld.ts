import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Endpoint } from '../../contract';
import { startGitHubStandIn } from '../modules/gitProviders/testing/standIns';
import {
  createGitRepository,
  sampleTerraformFiles,
} from '../modules/terraformVariables/testing/gitRepository';
import type { ApiClient, Response } from './api';
import { type EveryResource, everyResource, SEEDED_GIT_TOKEN } from './everyResource';
import { fixedLookup } from './outbound';
import { requestSamples } from './requestSamples';
import { type TestApp, testApp } from './testApp';

/** An app seeded with a record of every kind, and a valid sample body of every write operation naming them. */
export interface SampleWorld {
  t: TestApp;
  seeded: EveryResource;
  samples: Record<string, unknown[]>;
  close(): Promise<void>;
}

/**
 * The world the suites that send every operation of the document run over: thousands of requests from one token,
 * no host name resolving (nothing leaves the machine), a terraform repository on disk and a GitHub stand-in.
 */
export async function openSampleWorld(name: string): Promise<SampleWorld> {
  const t = await testApp({
    config: { rateLimitPerHour: 1_000_000, anonymousRateLimitPerHour: 1_000_000 },
    lookup: fixedLookup({}).lookup,
  });
  const workDir = await mkdtemp(join(tmpdir(), `${name}-`));
  const repository = await createGitRepository(join(workDir, 'infra'), sampleTerraformFiles);
  const github = await startGitHubStandIn({
    token: SEEDED_GIT_TOKEN,
    repositories: [{ owner: 'acme', name: 'shop', branches: ['main'] }],
  });
  const seeded = await everyResource(t, github.apiUrl);
  return {
    t,
    seeded,
    samples: requestSamples(seeded, repository),
    close: async () => {
      await t.close();
      await github.close();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

/** Sends `body` to an endpoint's path with its method (an empty body where a write sends none). */
export function sendTo(api: ApiClient, endpoint: Endpoint, path: string, body?: unknown): Promise<Response> {
  if (endpoint.method === 'GET') return api.get(path);
  if (endpoint.method === 'DELETE') return api.delete(path, body);
  if (endpoint.method === 'PUT') return api.put(path, body ?? {});
  return api.post(path, body ?? {});
}
