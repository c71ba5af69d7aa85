import { createHash } from 'node:crypto';
import type { ClusterRow } from './queries';

const endpoints: Partial<Record<ClusterRow['cloudProvider'], (id: string, region: string) => string>> = {
  AWS: (id, region) => `https://${id.toUpperCase()}.gr7.${region}.eks.amazonaws.com`,
  SCW: (id, region) => `https://${id}.api.k8s.${region}.scw.cloud:6443`,
  GCP: (id) => `https://34.${parseInt(id.slice(0, 2), 16)}.${parseInt(id.slice(2, 4), 16)}.10`,
  AZURE: (id, region) => `https://${id}-dns.hcp.${region}.azmk8s.io:443`,
};

/**
 * A kubeconfig for the cluster, as its provider's tooling would write one. The token is derived from the
 * cluster's own access secret (made with it, kept sealed), so it is stable and says nothing of the credentials.
 */
export function kubeconfigOf(row: ClusterRow, accessSecret: string, readOnly: boolean): string {
  const short = row.id.replace(/-/g, '').slice(0, 16);
  const server = (endpoints[row.cloudProvider] ?? ((id) => `https://${id}.k8s.local:6443`))(
    short,
    row.region,
  );
  const user = readOnly ? `${row.name}-viewer` : `${row.name}-admin`;
  const token = createHash('sha256')
    .update(`${accessSecret}:${row.id}:${readOnly ? 'view' : 'admin'}`)
    .digest('base64url');
  const authority = Buffer.from(
    `-----BEGIN CERTIFICATE-----\n${short}\n-----END CERTIFICATE-----\n`,
  ).toString('base64');
  return [
    'apiVersion: v1',
    'kind: Config',
    'clusters:',
    `  - name: ${row.name}`,
    '    cluster:',
    `      server: ${server}`,
    `      certificate-authority-data: ${authority}`,
    'contexts:',
    `  - name: ${row.name}`,
    '    context:',
    `      cluster: ${row.name}`,
    `      user: ${user}`,
    `current-context: ${row.name}`,
    'users:',
    `  - name: ${user}`,
    '    user:',
    `      token: ${token}`,
    '',
  ].join('\n');
}
