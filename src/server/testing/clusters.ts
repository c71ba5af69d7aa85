import { generateKeyPairSync } from 'node:crypto';
import { apiClient, type ApiClient, expectStatus } from './api';
import type { TestApp } from './testApp';

/** A real Ed25519 public key in OpenSSH's one-line form. */
export function sshPublicKey(comment = 'person@laptop'): string {
  const { publicKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  const part = (bytes: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(bytes.length);
    return Buffer.concat([length, bytes]);
  };
  const blob = Buffer.concat([part(Buffer.from('ssh-ed25519')), part(raw)]);
  return `ssh-ed25519 ${blob.toString('base64')} ${comment}`;
}

export interface ClusterFixture {
  organizationId: string;
  api: ApiClient;
  /** AWS credentials the simulated provider accepts. */
  credentials: { id: string; name: string };
}

/** An organization with an ADMIN client and AWS credentials. */
export async function clusterFixture(
  t: TestApp,
  secretAccessKey = 'wJalrXUtnFEMI/K7MDENG',
): Promise<ClusterFixture> {
  const org = await t.createOrganization();
  const api = apiClient(t, org.adminToken.value);
  const credentials = expectStatus(
    await api.post(`/organization/${org.id}/aws/credentials`, {
      name: t.unique('aws'),
      access_key_id: 'AKIAIOSFODNN7EXAMPLE',
      secret_access_key: secretAccessKey,
    }),
    201,
  );
  return { organizationId: org.id, api, credentials: { id: credentials.id, name: credentials.name } };
}

/** A valid AWS Cluster request with those credentials; `overrides` replace its fields. */
export function awsClusterRequest(fixture: ClusterFixture, overrides: Record<string, unknown> = {}) {
  return {
    name: 'production-eu',
    region: 'eu-west-3',
    cloud_provider: 'AWS',
    cloud_provider_credentials: {
      cloud_provider: 'AWS',
      credentials: fixture.credentials,
      region: 'eu-west-3',
    },
    instance_type: 't3.large',
    min_running_nodes: 2,
    max_running_nodes: 4,
    disk_size: 50,
    ...overrides,
  };
}
