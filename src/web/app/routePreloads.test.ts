import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePatterns } from '../lib/paths';
import routePreloads from './routePreloads.json';

const webRoot = path.resolve(__dirname, '..');

// The build preloads each deep link's modules from this table (vite.config.ts); a pattern or module renamed in the
// code would leave a link loading its page's code late without anyone noticing.
describe('the table of the modules each deep link preloads', () => {
  it('names route patterns the console has', () => {
    const patterns: readonly string[] = Object.values(routePatterns);
    for (const { pattern } of routePreloads) expect(patterns).toContain(pattern);
  });

  it('names source modules that exist', () => {
    for (const { modules } of routePreloads) {
      for (const module of modules) {
        const found = ['.ts', '.tsx'].some((extension) =>
          existsSync(path.join(webRoot, `${module}${extension}`)),
        );
        expect(found, module).toBe(true);
      }
    }
  });
});
