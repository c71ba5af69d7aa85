import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths, routePatterns } from '../../../lib/paths';
import {
  application,
  cronJob,
  database,
  ENVIRONMENT_ID,
  PROJECT_ID,
} from '../../../test/environmentFixtures';
import { ORG_ID } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import { ServicesTable } from './ServicesTable';
import { ServiceSelectionActionsSlot, type ServiceSelectionActionsProps } from './serviceSelectionSlot';

const web = application('web');
const api = application('api');
const db = database('orders-db', 'POSTGRESQL', '16');
const nightly = cronJob('nightly', 'acme/reports', 'v3');
const services = [web, api, db, nightly];

/** Stands in for the actions app/ provides: says what it was handed, and acts at once. */
function FakeActions({ services: chosen, onDone }: ServiceSelectionActionsProps) {
  return (
    <>
      <span>Handed: {chosen.map((service) => service.name).join(', ') || 'nothing'}</span>
      <button type="button" onClick={onDone}>
        Act
      </button>
    </>
  );
}

async function setUp({ withActions = true } = {}) {
  signInAs(mockApi(), 'DEPLOY');
  const Page = () => {
    const table = (
      <ServicesTable
        organizationId={ORG_ID}
        projectId={PROJECT_ID}
        environmentId={ENVIRONMENT_ID}
        services={services}
      />
    );
    return withActions ? (
      <ServiceSelectionActionsSlot value={(props) => <FakeActions {...props} />}>
        {table}
      </ServiceSelectionActionsSlot>
    ) : (
      table
    );
  };
  const view = renderPage(Page, {
    path: routePatterns.environment,
    url: paths.environment(ORG_ID, PROJECT_ID, ENVIRONMENT_ID),
  });
  await screen.findByRole('table', { name: 'Services' });
  return view;
}

const table = () => screen.getByRole('table', { name: 'Services' });
const selectAll = () => within(table()).getByRole('checkbox', { name: 'Select all services' });
const rowBox = (name: string) => within(table()).getByRole('checkbox', { name: `Select ${name}` });
// Folded away while nothing is chosen, so out of reach of assistive technology.
const bar = () => screen.queryByRole('group', { name: 'Selected services' });

describe('choosing services in the services table', { timeout: 45_000 }, () => {
  it('selects rows one by one, the header checkbox following as indeterminate, then all', async () => {
    const { user } = await setUp();
    expect(bar()).not.toBeInTheDocument();
    expect(selectAll()).not.toBeChecked();

    await user.click(rowBox('orders-db'));
    await user.click(rowBox('web'));
    expect(rowBox('web')).toBeChecked();
    expect(selectAll()).toHaveAttribute('data-indeterminate', 'true');
    expect(bar()).toHaveTextContent('2 selected');
    // In the order the environment lists them, whatever the order of the clicks.
    expect(within(bar()!).getByText('Handed: web, orders-db')).toBeInTheDocument();

    await user.click(selectAll());
    expect(selectAll()).toBeChecked();
    expect(selectAll()).toHaveAttribute('data-indeterminate', 'false');
    expect(bar()).toHaveTextContent('4 selected');

    await user.click(selectAll());
    expect(rowBox('web')).not.toBeChecked();
    await waitFor(() => expect(bar()).not.toBeInTheDocument());
  });

  it('selects all the visible rows only, and keeps what filters hide chosen', async () => {
    const { user } = await setUp();
    await user.click(rowBox('nightly'));
    await user.click(
      within(screen.getByRole('group', { name: 'Filter by type' })).getByRole('button', {
        name: 'Applications (2)',
      }),
    );
    expect(within(table()).queryByRole('checkbox', { name: 'Select nightly' })).not.toBeInTheDocument();
    expect(selectAll()).not.toBeChecked();

    await user.click(selectAll());
    expect(rowBox('web')).toBeChecked();
    expect(rowBox('api')).toBeChecked();
    expect(bar()).toHaveTextContent('3 selected');
    expect(within(bar()!).getByText('Handed: web, api, nightly')).toBeInTheDocument();
  });

  it('is reached and used with the keyboard, and lets go with Clear selection', async () => {
    const { user } = await setUp();
    rowBox('api').focus();
    await user.keyboard(' ');
    expect(rowBox('api')).toBeChecked();
    await user.tab();
    expect(within(table()).getByRole('link', { name: 'api' })).toHaveFocus();

    await user.click(within(bar()!).getByRole('button', { name: 'Clear selection' }));
    expect(rowBox('api')).not.toBeChecked();
    expect(selectAll()).toHaveFocus();
    await waitFor(() => expect(bar()).not.toBeInTheDocument());
  });

  it('lets go of the selection once an action was accepted, focus back on the table', async () => {
    const { user } = await setUp();
    await user.click(rowBox('web'));
    await user.click(within(bar()!).getByRole('button', { name: 'Act' }));
    expect(rowBox('web')).not.toBeChecked();
    expect(selectAll()).toHaveFocus();
  });

  it('has no checkboxes when no actions are provided', async () => {
    await setUp({ withActions: false });
    expect(within(table()).queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByText('Clear selection')).not.toBeInTheDocument();
  });
});

describe('a service’s name in the services table', { timeout: 45_000 }, () => {
  it('wraps onto a second line before it is cut short, its whole name as a tooltip', async () => {
    await setUp({ withActions: false });
    const link = screen.getByRole('link', { name: 'orders-db' });
    expect(link).toHaveAttribute('title', 'orders-db');
    // On a phone the name shares its row with the status: one line cut it to a few characters.
    expect(getComputedStyle(link)).toMatchObject({ whiteSpace: expect.not.stringMatching('nowrap') });
    expect(getComputedStyle(link).getPropertyValue('-webkit-line-clamp')).toBe('2');
  });
});
