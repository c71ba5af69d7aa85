import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface TestCertificate {
  key: string;
  cert: string;
  /** The certificate as a file, for git's `http.sslCAInfo`: it is its own authority. */
  caFile: string;
  remove(): Promise<void>;
}

/** A self-signed certificate for the names and addresses of a test's HTTPS stand-in, made for the test alone. */
export async function testCertificate(names: string[], addresses: string[] = []): Promise<TestCertificate> {
  const folder = await mkdtemp(join(tmpdir(), 'test-certificate-'));
  const keyFile = join(folder, 'key.pem');
  const caFile = join(folder, 'cert.pem');
  const alternatives = [...names.map((name) => `DNS:${name}`), ...addresses.map((ip) => `IP:${ip}`)];
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    `/CN=${names[0] ?? addresses[0] ?? 'stand-in'}`,
    '-addext',
    `subjectAltName=${alternatives.join(',')}`,
    '-keyout',
    keyFile,
    '-out',
    caFile,
  ]);
  return {
    key: await readFile(keyFile, 'utf8'),
    cert: await readFile(caFile, 'utf8'),
    caFile,
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}
