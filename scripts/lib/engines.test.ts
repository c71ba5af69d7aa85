import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineMismatches, installedEngines, versionsToAccept } from './engines.mjs';

const root = join(import.meta.dirname, '..', '..');
const project = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } };

describe('the Node versions installed packages ask for', () => {
  it('are checked at the lowest Node the project supports and at the Node running the check', () => {
    expect(versionsToAccept('>=20.19', 'v20.20.2')).toEqual(['20.19.0', '20.20.2']);
    expect(versionsToAccept('>=20.19', 'v20.19.0')).toEqual(['20.19.0']);
    // A Node the project does not support is not one its packages must accept.
    expect(versionsToAccept('>=20.19', 'v18.20.0')).toEqual(['20.19.0']);
  });

  it('are refused by name when a package wants a newer Node', () => {
    const packages = [
      { name: 'cookie', version: '2.0.2', range: '>=22' },
      { name: 'vite', version: '8.3.8', range: '^20.19.0 || >=22.12.0' },
      { name: 'old', version: '1.0.0', range: '>= 0.6' },
    ];
    expect(engineMismatches(packages, ['20.19.0', '20.20.2'])).toEqual([
      'cookie@2.0.2 asks for Node ">=22", refusing 20.19.0 and 20.20.2',
    ]);
  });

  it("accept every Node the project's engines field promises, for every installed package", () => {
    const installed = installedEngines(join(root, 'node_modules'));
    // The check reads what npm reads: a tree with no package declaring engines would prove nothing.
    expect(installed.length).toBeGreaterThan(50);
    const versions = versionsToAccept(project.engines.node, process.version);
    expect(engineMismatches(installed, versions)).toEqual([]);
  });
});
