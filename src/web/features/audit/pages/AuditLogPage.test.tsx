import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { auditEventEndpoints, type AuditEventList } from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { ORG_ID } from '../../../test/fixtures';
import { mockApi, type SentRequest } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import { downloadText } from '../../../ui/logs/download';
import { auditEvent, eventPage, PROJECT_ID, SERVICE_ID } from '../testing/fixtures';
import { AuditLogPage } from './AuditLogPage';

vi.mock('../../../ui/logs/download', () => ({ downloadText: vi.fn() }));

const latest = auditEvent({ timestamp: '2025-05-01T11:00:00.000Z', target_name: 'web' });
const secretEdit = auditEvent({
  timestamp: '2025-05-01T10:00:00.000Z',
  target_type: 'PROJECT',
  target_id: PROJECT_ID,
  target_name: 'API_KEY',
  sub_target_type: 'SECRET',
  change: JSON.stringify({ sealed_value: 'changed', description: { before: 'old', after: 'new' } }),
  environment_id: null,
  environment_name: null,
});
const deletedService = auditEvent({
  timestamp: '2025-05-01T09:00:00.000Z',
  event_type: 'DELETE',
  target_id: 'abababab-0000-4000-8000-0000000000ff',
  target_name: 'old-worker',
});

function setUp(url = paths.auditLog(ORG_ID), answer: (request: SentRequest) => AuditEventList) {
  const api = mockApi()
    .on(auditEventEndpoints.list, (request) => ({ body: answer(request) }))
    .on(auditEventEndpoints.targets, {
      body: {
        targets: [
          { id: SERVICE_ID, name: 'web' },
          { id: PROJECT_ID, name: 'Shop' },
        ],
      },
    });
  signInAs(api);
  const view = renderPage(AuditLogPage, {
    path: routePatterns.auditLog,
    url,
    others: [routePatterns.service, routePatterns.project],
  });
  return { api, ...view };
}

const sentQueries = (api: ReturnType<typeof setUp>['api']) =>
  api.sent(auditEventEndpoints.list).map((request) => Object.fromEntries(request.url.searchParams));

beforeEach(() => vi.mocked(downloadText).mockClear());

describe('audit log page', { timeout: 45_000 }, () => {
  it('lists the events latest first: when, who, what, the target linked while it exists, and where', async () => {
    setUp(undefined, () => eventPage([latest, secretEdit, deletedService]));
    const table = await screen.findByRole('table', { name: 'Audit events' });
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('ada@example.com');
    expect(first).toHaveTextContent('Console');
    expect(first).toHaveTextContent('Updated');
    expect(first).toHaveTextContent('Shop');
    expect(first).toHaveTextContent('production');
    expect(within(first!).getByRole('link', { name: 'web' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/services/application/${SERVICE_ID}`),
    );
    expect(second).toHaveTextContent('Secret');
    expect(within(second!).getByRole('link', { name: 'API_KEY' })).toHaveAttribute(
      'href',
      paths.project(ORG_ID, PROJECT_ID),
    );
    // Deleted: named, not linked.
    expect(third).toHaveTextContent('old-worker');
    expect(within(third!).queryByRole('link')).toBeNull();
  });

  it('says what is recorded when the log is empty, and how to widen a filter that matches nothing', async () => {
    setUp(undefined, () => eventPage([]));
    expect(await screen.findByRole('heading', { name: 'Nothing recorded yet' })).toBeInTheDocument();
    expect(screen.getByText(/Secret values never are/)).toBeInTheDocument();
  });

  it('sends the filters of the address, and puts each filter chosen in the address', async () => {
    const { api, user, router } = setUp(`${paths.auditLog(ORG_ID)}?range=24h&origin=API`, () =>
      eventPage([latest]),
    );
    await screen.findByRole('table', { name: 'Audit events' });
    const [first] = sentQueries(api);
    expect(first).toMatchObject({ origin: 'API' });
    const since = Date.parse(first!['from-timestamp']!);
    expect(Date.now() - since).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(Date.now() - since).toBeLessThan(24 * 3_600_000 + 120_000);

    await user.selectOptions(screen.getByLabelText('Action'), 'Deleted');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Application');
    await screen.findByRole('option', { name: 'web' });
    await user.selectOptions(screen.getByLabelText('Target'), 'web');
    await user.type(screen.getByLabelText('Person or token'), 'ada@example.com{Enter}');
    await waitFor(() =>
      expect(sentQueries(api).at(-1)).toEqual({
        origin: 'API',
        'from-timestamp': first!['from-timestamp'],
        'event-type': 'DELETE',
        'target-type': 'APPLICATION',
        'target-id': SERVICE_ID,
        'triggered-by': 'ada@example.com',
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      range: '24h',
      origin: 'API',
      'event-type': 'DELETE',
      'target-type': 'APPLICATION',
      'target-id': SERVICE_ID,
      'triggered-by': 'ada@example.com',
    });
    const targets = api.sent(auditEventEndpoints.targets).at(-1)!;
    expect(targets.url.searchParams.get('target-type')).toBe('APPLICATION');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(sentQueries(api).at(-1)).toEqual({}));
  });

  it('pages to older events with the continue token and back with the step-back token', async () => {
    const older = auditEvent({ timestamp: '2025-04-01T10:00:00.000Z', target_name: 'older-one' });
    const { api, user } = setUp(`${paths.auditLog(ORG_ID)}?origin=API`, (request) => {
      if (request.url.searchParams.get('continue-token') === 'to-older')
        return eventPage([older], { newer: 'to-newer' });
      return eventPage([latest], { older: 'to-older' });
    });
    await screen.findByRole('link', { name: 'web' });
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('older-one')).toBeInTheDocument();
    expect(sentQueries(api).at(-1)).toEqual({ origin: 'API', 'continue-token': 'to-older' });
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Newer' }));
    await screen.findByRole('link', { name: 'web' });
    expect(sentQueries(api).at(-1)).toEqual({ origin: 'API', 'step-back-token': 'to-newer' });
  });

  it('opens an event to its diff from the keyboard, a secret shown as "changed"', async () => {
    const { user } = setUp(undefined, () => eventPage([latest, secretEdit]));
    const table = await screen.findByRole('table', { name: 'Audit events' });
    const toggle = within(within(table).getAllByRole('row')[2]!).getByRole('button', { expanded: false });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const diff = screen.getByRole('table', { name: 'What changed in API_KEY' });
    const rows = within(diff)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['FieldBeforeAfter', 'sealed_valuechanged', 'descriptionoldnew']);
    expect(toggle).toHaveAttribute('aria-controls', diff.id);

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'What changed in API_KEY' })).toBeNull();
  });

  it('exports every page of the filter as CSV and as JSON', async () => {
    const older = auditEvent({ target_name: 'older-one', timestamp: '2025-04-01T10:00:00.000Z' });
    const { api, user } = setUp(`${paths.auditLog(ORG_ID)}?event-type=UPDATE`, (request) =>
      request.url.searchParams.get('continue-token') === 'p2'
        ? eventPage([older], { newer: 'p1' })
        : eventPage([latest], { older: 'p2' }),
    );
    await screen.findByRole('link', { name: 'web' });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 2 events.')).toBeInTheDocument();
    const exports = api.sent(auditEventEndpoints.list).slice(-2);
    expect(exports.map((request) => Object.fromEntries(request.url.searchParams))).toEqual([
      { 'event-type': 'UPDATE', 'page-size': '100' },
      { 'event-type': 'UPDATE', 'page-size': '100', 'continue-token': 'p2' },
    ]);
    const [csvName, csv] = vi.mocked(downloadText).mock.calls[0]!;
    expect(csvName).toMatch(/^audit-log-.*\.csv$/);
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(3);
    expect(csv).toContain(latest.id);
    expect(csv).toContain(older.id);

    await user.click(screen.getByRole('button', { name: 'Export JSON' }));
    await waitFor(() => expect(downloadText).toHaveBeenCalledTimes(2));
    const [jsonName, json] = vi.mocked(downloadText).mock.calls[1]!;
    expect(jsonName).toMatch(/\.json$/);
    expect(JSON.parse(json)).toMatchObject({
      filters: { 'event-type': 'UPDATE' },
      capped: false,
      events: [latest, older],
    });
  });

  it('says what to do when the log cannot be read', async () => {
    const api = mockApi().on(auditEventEndpoints.list, {
      status: 403,
      body: { status: 403, error: 'Forbidden', message: 'Only organization admins may read the audit log.' },
    });
    signInAs(api);
    renderPage(AuditLogPage, { path: routePatterns.auditLog, url: paths.auditLog(ORG_ID) });
    expect(await screen.findByText(/not allowed to view the audit log/i)).toBeInTheDocument();
  });
});
