import { describe, expect, it } from 'vitest';
import { expectStatus } from '../../testing/api';
import { settle } from '../../testing/deployments';
import { useLoggedTestApp } from '../../testing/queryLog';
import { minimalRequests, servicesFixture } from '../../testing/services';
import { updateCluster } from '../clusters/queries';

const logged = useLoggedTestApp();

/** An environment of applications naming a git token, and a container of the fixture's registry. */
async function environmentOf(count: number) {
  const fixture = await servicesFixture(logged.t);
  const { api, organizationId, environmentId } = fixture;
  const token = expectStatus(
    await api.post(`/organization/${organizationId}/gitToken`, { name: 'ci', type: 'GITHUB', token: 't' }),
    201,
  );
  const requests = minimalRequests(fixture);
  const application = {
    ...requests.application,
    git_repository: { url: 'https://github.com/acme/api.git', git_token_id: token.id },
  };
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const created = await api.post(`/environment/${environmentId}/application`, {
      ...application,
      name: `app-${index}`,
    });
    ids.push(expectStatus(created, 201).id);
  }
  expectStatus(await api.post(`/environment/${environmentId}/container`, requests.container), 201);
  return { ...fixture, application, ids, tokenId: token.id };
}

describe("an environment's lists of services", () => {
  it('equal the services read one by one, through every change they show', async () => {
    const { api, organizationId, environmentId, clusterId, registryId, application, ids, tokenId } =
      await environmentOf(3);
    const compare = async () => {
      const list = expectStatus(await api.get(`/environment/${environmentId}/application`), 200);
      const oneByOne = [];
      for (const id of ids) oneByOne.push(expectStatus(await api.get(`/application/${id}`), 200));
      expect(list.results).toEqual(oneByOne);
      const containers = expectStatus(await api.get(`/environment/${environmentId}/container`), 200);
      const [container] = containers.results;
      expect(container).toEqual(expectStatus(await api.get(`/container/${container.id}`), 200));
      return { applications: list.results, container };
    };
    await compare();

    expectStatus(await api.post(`/application/${ids[0]}/deploy`, {}), 202);
    await settle(logged.t);
    const deployed = await compare();
    expect(deployed.applications[0].git_repository.deployed_commit_id).toEqual(expect.any(String));

    expectStatus(await api.put(`/application/${ids[1]}`, { ...application, name: 'app-1-renamed' }), 200);
    expect((await compare()).applications[1].name).toBe('app-1-renamed');

    expectStatus(
      await api.put(`/organization/${organizationId}/gitToken/${tokenId}`, {
        name: 'ci-renamed',
        type: 'GITHUB',
      }),
      200,
    );
    expect((await compare()).applications[2].git_repository.git_token_name).toBe('ci-renamed');

    expectStatus(
      await api.put(`/organization/${organizationId}/containerRegistry/${registryId}`, {
        name: 'hub-renamed',
        kind: 'DOCKER_HUB',
        url: 'https://registry-1.docker.io',
      }),
      200,
    );
    expect((await compare()).container.registry.name).toBe('hub-renamed');

    // Every write of a cluster's limits goes through this query (edits and the cluster's own lifecycle).
    await updateCluster(logged.t.db, clusterId, { cpu: 64_000, memory: 131_072 });
    const grown = await compare();
    expect(grown.applications.map((one: { maximum_cpu: number }) => one.maximum_cpu)).toEqual([
      64_000, 64_000, 64_000,
    ]);
    expect(grown.container.maximum_memory).toBe(131_072);
  });

  it('are built again only once something they show changed', async () => {
    const { api, environmentId, application } = await environmentOf(3);
    const path = `/environment/${environmentId}/application`;
    expectStatus(await api.get(path), 200);
    logged.log.clear();
    const again = expectStatus(await api.get(path), 200);
    // The permission check's lookup and the environment's version; before, the list was built again (the count,
    // the rows, the environment and its cluster, the git tokens named and what runs: five statements more).
    expect(logged.log.statements).toHaveLength(2);
    expect(again.results).toHaveLength(3);

    expectStatus(await api.post(path, { ...application, name: 'late' }), 201);
    expect(expectStatus(await api.get(path), 200).results).toHaveLength(4);
    // Each window of the list is kept apart.
    expect(expectStatus(await api.get(`${path}?page=2&page_size=3`), 200).results).toHaveLength(1);
  });
});
