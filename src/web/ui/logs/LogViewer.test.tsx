import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LogViewer } from './LogViewer';
import type { LogEntry } from './logView';
import { giveElementsASize } from '../../test/elementSize';

const line = (id: number, level: LogEntry['level'], text: string): LogEntry => ({
  id: String(id),
  time: '2025-05-01T10:00:00.000Z',
  level,
  text,
  source: 'build',
});

const entries = [
  line(1, 'info', 'Step 1/3 : FROM node:22'),
  line(2, 'warning', 'npm WARN deprecated request'),
  line(3, 'info', 'Step 2/3 : RUN npm ci'),
  line(4, 'error', 'npm ERR! code 2'),
];

giveElementsASize();

function setUp(lines = entries) {
  const user = userEvent.setup();
  render(<LogViewer label="Deployment log" entries={lines} fileName="web.txt" />);
  return { user, log: screen.getByRole('region', { name: 'Deployment log' }) };
}

// Typing into the search box takes a while under jsdom on a busy machine.
describe('LogViewer', { timeout: 45_000 }, () => {
  it('shows the lines with their level and source', async () => {
    const { log } = setUp();
    await waitFor(() => expect(within(log).getByText('npm ERR! code 2')).toBeInTheDocument());
    expect(log).toHaveTextContent('ERROR');
    expect(log).toHaveTextContent('WARN');
    expect(log).toHaveTextContent('[build]');
  });

  it('searches with highlights and steps through matches both ways', async () => {
    const { user, log } = setUp();
    const search = screen.getByRole('searchbox', { name: 'Search deployment log' });
    await user.type(search, 'npm');
    expect(await screen.findByText('1 of 3')).toBeInTheDocument();
    await waitFor(() => expect(log.querySelectorAll('mark')).toHaveLength(3));
    expect(log.querySelector('mark[data-current]')).toHaveTextContent('npm');

    await user.click(screen.getByRole('button', { name: 'Next match' }));
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    await user.type(search, '{Enter}');
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    await user.type(search, '{Enter}');
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
    await user.type(search, '{Shift>}{Enter}{/Shift}');
    expect(screen.getByText('3 of 3')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'nowhere');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous match' })).toBeDisabled();
  });

  it('filters by level, with counts', async () => {
    const { user, log } = setUp();
    const errors = screen.getByRole('button', { name: 'Errors (1)' });
    expect(screen.getByRole('button', { name: 'Warnings (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Info (2)' })).toBeInTheDocument();
    await user.click(errors);
    expect(errors).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(log).queryByText(/Step 1\/3/)).not.toBeInTheDocument());
    expect(within(log).getByText('npm ERR! code 2')).toBeInTheDocument();
  });

  it('follows new lines until asked not to, and wraps on request', async () => {
    const { user } = setUp();
    const follow = screen.getByRole('button', { name: 'Follow' });
    const wrap = screen.getByRole('button', { name: 'Wrap lines' });
    expect(follow).toHaveAttribute('aria-pressed', 'true');
    expect(wrap).toHaveAttribute('aria-pressed', 'false');
    await user.click(follow);
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await user.click(wrap);
    expect(wrap).toHaveAttribute('aria-pressed', 'true');
  });

  it('downloads every line as a text file', async () => {
    const blobs: Blob[] = [];
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:log';
    };
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const { user } = setUp();
      await user.click(screen.getByRole('button', { name: 'Download' }));
      expect(click).toHaveBeenCalled();
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blobs[0]!);
      });
      expect(text.split('\n')).toHaveLength(5);
      expect(text).toContain('ERROR [build] npm ERR! code 2');
    } finally {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
      click.mockRestore();
    }
  });

  it('shows and downloads the control characters a line carries written out, never raw', async () => {
    const blobs: Blob[] = [];
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:log';
    };
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const { user, log } = setUp([
        line(1, 'info', 'title \u001b]0;owned\u0007 red \u001b[31mtext\rhidden\u202eexe'),
      ]);
      const shown = 'title \\x1b]0;owned\\x07 red \\x1b[31mtext\\rhidden\\u202eexe';
      await waitFor(() => expect(log).toHaveTextContent(shown));
      // eslint-disable-next-line no-control-regex -- looking for control characters is the point
      expect(log.textContent).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u202e]/);

      await user.click(screen.getByRole('button', { name: 'Download' }));
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blobs[0]!);
      });
      expect(text).toBe(`2025-05-01T10:00:00.000Z INFO  [build] ${shown}\n`);
    } finally {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
      click.mockRestore();
    }
  });

  it('says when there is nothing to show', () => {
    setUp([]);
    expect(screen.getByText('No log lines yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
  });
});
