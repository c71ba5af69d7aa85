import { act, render, screen, within } from '@testing-library/react';
import { useCallback, useState, type ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { onScreenWidth } from '../../test/screenWidth';
import { NoticeProvider, useNoticesAbove } from './NoticeProvider';
import { createNoticeStore } from './noticeStore';

/** Something floating along the bottom edge, `height` tall from it, as the guide's panel on a phone. */
function FloatingPanel({ height }: { height: number }) {
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  useNoticesAbove(panel);
  const place = useCallback(
    (element: HTMLElement | null) => {
      // jsdom lays nothing out: the panel says where it is.
      if (element)
        element.getBoundingClientRect = () => new DOMRect(8, window.innerHeight - height, 374, height);
      setPanel(element);
    },
    [height],
  );
  return <section aria-label="Floating panel" ref={place} />;
}

async function showMoved(page: ReactNode = <p>The page</p>) {
  const store = createNoticeStore();
  const undo = vi.fn();
  render(
    <NoticeProvider store={store} asideWidth={256}>
      {page}
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

  it('sit above what floats along the bottom edge (the guide’s panel), not over it', async () => {
    const { placed } = await showMoved(<FloatingPanel height={240} />);
    // 240 px tall from the edge, and the notice's own gap above it.
    expect(placed.bottom).toBe('248px');
  });
});
