import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { tooltipProps, TooltipScope } from './DelegatedTooltip';

function Buttons() {
  const [count, setCount] = useState(0);
  return (
    <TooltipScope>
      <button type="button" aria-label="Copy A" {...tooltipProps('Copy A')}>
        <svg aria-hidden>
          <path d="M0 0" />
        </svg>
      </button>
      <button
        type="button"
        aria-label="Count"
        {...tooltipProps(`Counted ${count}`)}
        onClick={() => setCount(count + 1)}
      />
      <button type="button">No tooltip</button>
    </TooltipScope>
  );
}

const tooltip = () => screen.findByRole('tooltip');
const noTooltip = () => waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

describe('a delegated tooltip', () => {
  it('shows the label of the hovered element, follows the pointer to the next and hides when it leaves', async () => {
    const user = userEvent.setup();
    render(<Buttons />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // Over the icon inside the button: the button's tooltip.
    await user.hover(screen.getByRole('button', { name: 'Copy A' }).querySelector('path')!);
    expect(await tooltip()).toHaveTextContent('Copy A');
    await user.hover(screen.getByRole('button', { name: 'Count' }));
    await waitFor(async () => expect(await tooltip()).toHaveTextContent('Counted 0'));
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    await user.hover(screen.getByRole('button', { name: 'No tooltip' }));
    await noTooltip();
  });

  it('follows the title while shown', async () => {
    const user = userEvent.setup();
    render(<Buttons />);
    await user.hover(screen.getByRole('button', { name: 'Count' }));
    expect(await tooltip()).toHaveTextContent('Counted 0');
    await user.click(screen.getByRole('button', { name: 'Count' }));
    await waitFor(async () => expect(await tooltip()).toHaveTextContent('Counted 1'));
  });

  it('shows the label of the element focused from the keyboard and hides on Escape, leaving focus', async () => {
    const user = userEvent.setup();
    render(<Buttons />);
    await user.tab();
    const copy = screen.getByRole('button', { name: 'Copy A' });
    expect(copy).toHaveFocus();
    expect(await tooltip()).toHaveTextContent('Copy A');
    await user.tab();
    await waitFor(async () => expect(await tooltip()).toHaveTextContent('Counted 0'));
    await user.keyboard('{Escape}');
    await noTooltip();
    expect(screen.getByRole('button', { name: 'Count' })).toHaveFocus();
    // Leaving for an element without a tooltip shows none.
    await user.tab({ shift: true });
    expect(await tooltip()).toHaveTextContent('Copy A');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'No tooltip' })).toHaveFocus();
    await noTooltip();
  });
});
