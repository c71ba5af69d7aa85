import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { onScreenWidth } from '../../test/screenWidth';
import { NoticeProvider } from './NoticeProvider';
import { createNoticeStore } from './noticeStore';

async function showMoved() {
  const store = createNoticeStore();
  const undo = vi.fn();
  render(
    <NoticeProvider store={store} asideWidth={256}>
      <p>The page</p>
    </NoticeProvider>,
  );
  act(() =>
    store.notify({
      severity: 'success',
      message: 'Moved catalog-api to Production',
      action: { label: 'Undo', onAction: undo },
    }),
  );
  // Announced as it shows.
  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent('Moved catalog-api to Production');
  return { notice, placed: getComputedStyle(notice.parentElement!), undo };
}

describe('notices on a wide screen', () => {
  onScreenWidth(1440);

  it('sit at the foot of the sidebar, clear of the page, with Undo under the message', async () => {
    const { notice, placed, undo } = await showMoved();
    expect(placed).toMatchObject({ left: '12px', bottom: '12px', right: 'auto', width: '232px' });
    expect(placed.transform).toBe('');

    await userEvent.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('notices on a phone', () => {
  onScreenWidth(390);

  it('lie along the bottom edge, above the phone’s own bar, Undo beside the message', async () => {
    const { notice, placed } = await showMoved();
    expect(placed).toMatchObject({ left: '8px', right: '8px' });
    expect(placed.bottom).toContain('safe-area-inset-bottom');
    expect(within(notice).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
