import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from './RouteError';

// As when the console is offline, or a release removed the error page's code.
vi.mock('./RouteErrorView', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

function Broken(): never {
  throw new Error('The projects could not be read');
}

describe('the error page, when its own code cannot load', () => {
  it('still says the page could not be shown, with what failed and a way to reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', Component: Broken, errorElement: <RouteError /> }]);
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page could not be shown. The projects could not be read',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
