import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionButton, ActionIconButton } from './ActionButton';

describe("a disabled button's reason", () => {
  it('shows on hover, and lets go once the pointer moves on, even across the tooltip, to the action beside', async () => {
    const user = userEvent.setup();
    const addStage = vi.fn();
    render(
      <>
        <ActionButton disabledReason="Only an admin may deploy">Deploy</ActionButton>
        <ActionIconButton label="Delete" icon={<span>x</span>} onClick={vi.fn()} disabledReason="In use" />
        <button type="button" onClick={addStage}>
          Add stage
        </button>
      </>,
    );
    for (const [name, reason] of [
      ['Deploy', 'Only an admin may deploy'],
      ['Delete', 'In use'],
    ] as const) {
      await user.hover(screen.getByRole('button', { name }));
      const tooltip = await screen.findByRole('tooltip');
      expect(tooltip).toHaveTextContent(reason);
      // The pointer crossing it on its way to the next action goes through it: it neither stays open over that
      // action nor takes the click meant for it.
      expect(tooltip).toHaveStyle({ pointerEvents: 'none' });
      await user.hover(screen.getByRole('button', { name: 'Add stage' }));
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    }
    await user.click(screen.getByRole('button', { name: 'Add stage' }));
    expect(addStage).toHaveBeenCalledOnce();
  });
});
