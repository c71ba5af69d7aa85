import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkEndpoints } from '../../../../contract';
import { paths } from '../../../lib/paths';
import { ORG_ID } from '../../../test/fixtures';
import { application, database, ENVIRONMENT_ID, PROJECT_ID } from '../testing/fixtures';
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
});
