import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

/**
 * Every package installed under `nodeModules` (scoped and nested ones too) that declares the Node versions it runs
 * on (`engines.node`), as npm reads them when it warns EBADENGINE.
 * @param {string} nodeModules
 * @returns {{ name: string, version: string, range: string, path: string }[]}
 */
export function installedEngines(nodeModules) {
  const found = [];
  const visit = (folder) => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
      const path = join(folder, entry.name);
      if (entry.name.startsWith('@')) {
        visit(path);
        continue;
      }
      const manifest = join(path, 'package.json');
      if (existsSync(manifest)) {
        const { name, version, engines } = JSON.parse(readFileSync(manifest, 'utf8'));
        if (typeof engines?.node === 'string') found.push({ name, version, range: engines.node, path });
      }
      visit(join(path, 'node_modules'));
    }
  };
  visit(nodeModules);
  return found;
}

/**
 * The Node versions every installed package must accept: the lowest the project's `engines.node` allows (what a
 * newcomer may have) and the Node that runs the check (what the machines and CI have), when the project allows it.
 * @param {string} projectRange
 * @param {string} runningNode
 */
export function versionsToAccept(projectRange, runningNode) {
  const lowest = semver.minVersion(projectRange)?.version;
  if (!lowest) throw new Error(`engines.node "${projectRange}" allows no Node version`);
  const running = semver.clean(runningNode);
  return [...new Set([lowest, ...(running && semver.satisfies(running, projectRange) ? [running] : [])])];
}

/**
 * What npm would warn about: each package whose `engines.node` refuses one of `versions`, in words.
 * @param {{ name: string, version: string, range: string }[]} packages
 * @param {string[]} versions
 */
export function engineMismatches(packages, versions) {
  return packages.flatMap((pkg) => {
    const refused = versions.filter((version) => !semver.satisfies(version, pkg.range));
    return refused.length === 0
      ? []
      : [`${pkg.name}@${pkg.version} asks for Node "${pkg.range}", refusing ${refused.join(' and ')}`];
  });
}
