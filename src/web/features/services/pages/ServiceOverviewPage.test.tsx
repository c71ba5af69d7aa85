import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commitEndpoints, linkEndpoints } from '../../../../contract';
import { paths } from '../../../lib/paths';
import { ORG_ID } from '../../../test/fixtures';
import {
  application,
  database,
  ENVIRONMENT_ID,
  gitRepository,
  PROJECT_ID,
} from '../../../../contract/testing';
import { renderServicePage } from '../testing/renderServicePage';

describe('service overview', () => {
  it('shows an application’s links to copy, its key settings and a way to each section', async () => {
    const web = application();
    const { user, api } = renderServicePage(
      'application',
      web,
      paths.service(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application', web.id),
    );
    const url = 'https://web-production.acme.example.app';
    api.on(linkEndpoints.application, {
      body: {
        results: [
          {
            service_id: web.id,
            service_type: 'APPLICATION',
            url,
            internal_port: 8080,
            external_port: 443,
            is_platform_domain: true,
            is_default: true,
          },
        ],
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'web' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: new RegExp(url) })).toHaveAttribute('href', url);
    await user.click(screen.getByRole('button', { name: `Copy ${url}` }));
    await expect(navigator.clipboard.readText()).resolves.toBe(url);

    const source = screen.getByRole('region', { name: 'Source' });
    expect(within(source).getByText('https://github.com/acme/web.git @ main')).toBeInTheDocument();
    expect(within(source).getByRole('link', { name: 'Edit source' })).toHaveAttribute(
      'href',
      paths.serviceSettings(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application', web.id, 'source'),
    );
    expect(screen.getByRole('region', { name: 'Health checks' })).toHaveTextContent(
      'HTTP GET /health on port 8080, every 10 s',
    );
    await user.click(screen.getByRole('button', { name: 'Copy application ID' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(web.id);
  });

  it('shows where a database is reached, without links', async () => {
    const db = database();
    renderServicePage('database', db, paths.service(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'database', db.id));
    expect(await screen.findByRole('heading', { level: 1, name: 'main-db' })).toBeInTheDocument();
    expect(screen.getByText('zmain-db.internal:5432')).toBeInTheDocument();
    expect(screen.getByText('PostgreSQL 16')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Links' })).not.toBeInTheDocument();
  });

  it('says which commit runs and how many commits of its branch came after it', async () => {
    const running = 'c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
    const web = application({ git_repository: { ...gitRepository(), deployed_commit_id: running } });
    const { api } = renderServicePage(
      'application',
      web,
      paths.service(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application', web.id),
    );
    const commit = (id: string, message: string) => ({
      git_commit_id: id,
      message,
      author_name: 'Ada',
      created_at: '2026-11-20T09:00:00Z',
      tag: '',
    });
    api.on(commitEndpoints.application, {
      body: {
        results: [
          commit('a'.repeat(40), 'Speed up the CSV export'),
          commit('b'.repeat(40), 'Fix the login form'),
          commit(running, 'Add cache headers'),
        ],
        deployed_commit_id: running,
        commits_behind: 2,
      },
    });
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(await within(details).findByText('2 commits behind its branch')).toBeInTheDocument();
    expect(within(details).getByText('Add cache headers')).toBeInTheDocument();
    expect(within(details).getByText('c7d8e9f0a1b2')).toBeInTheDocument();
  });
});
