import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../testing/testApp';

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the console, built', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'console-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Console</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-123.js'), 'console.log("app")');
    t = await testApp({ config: { webDistDir: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / and its assets', async () => {
    const root = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<div id="root">');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
  });

  it('falls back to index.html for client-side routes', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/organization/abc/projects?tab=1',
      headers: html,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<div id="root">');
  });

  it('keeps 404 error bodies for missing files and unknown API routes', async () => {
    const missingAsset = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json().status).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/not-a-route', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 404, error: 'Not Found' });
  });
});

describe('the console, not built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ config: { webDistDir: join(tmpdir(), 'no-console-build-here') } });
  });
  afterAll(() => t.close());

  it('says how to build it', async () => {
    for (const url of ['/', '/organization/abc']) {
      const page = await t.app.inject({ method: 'GET', url, headers: html });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('npm run build');
    }
    // Whoever opens the address, with a browser or not.
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(plain.body).toContain('npm run build');
  });
});
