import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from './RouteError';

function Broken(): never {
  throw new Error('The projects could not be read');
}

function renderFailingPage() {
  // React logs the error a route throws; the page under test is what shows it.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = createMemoryRouter([{ path: '/', Component: Broken, errorElement: <RouteError /> }]);
  render(<RouterProvider router={router} />);
}

describe('the error page', () => {
  it('says the page could not be shown, with what failed and a way to reload', async () => {
    renderFailingPage();
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page could not be shown.The projects could not be read',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
