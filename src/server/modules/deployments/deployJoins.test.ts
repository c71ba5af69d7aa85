import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus } from '../../testing/api';
import { settle } from '../../testing/deployments';
import { minimalRequests, servicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('deploys of one service sent in a row', () => {
  it('queue one request, which answers each of them and deploys the newest commit asked for', async () => {
    const fixture = await servicesFixture(t);
    const { api, environmentId } = fixture;
    const { id } = expectStatus(
      await api.post(`/environment/${environmentId}/application`, minimalRequests(fixture).application),
      201,
    );

    const answers = [];
    for (let commit = 1; commit <= 20; commit += 1) {
      const git_commit_id = `c0ffee${String(commit).padStart(2, '0')}`;
      answers.push(expectStatus(await api.post(`/application/${id}/deploy`, { git_commit_id }), 202));
    }
    expect(new Set(answers.map((answer) => answer.id))).toEqual(new Set([answers[0].id]));
    const queue = expectStatus(await api.get(`/environment/${environmentId}/deploymentQueue`), 200).results;
    expect(queue.map((request: { id: string }) => request.id)).toEqual([answers[0].id]);

    await settle(t);
    const history = expectStatus(await api.get(`/application/${id}/deploymentHistory`), 200).results;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      deployment_request_id: answers[0].id,
      state: 'DEPLOYED',
      version: { git_commit_id: 'c0ffee20' },
    });
  });
});
