import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { giveElementsASize } from '../test/elementSize';
import { SectionNav } from './SectionNav';

const items = ['Overview', 'Deployments', 'Logs', 'Variables', 'Settings'].map((label) => ({
  label,
  to: `/service/${label.toLowerCase()}`,
}));

/** The style rules written for the elements of `className`, as one text. */
function rulesOf(className: string): string {
  const all = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  return [...all.matchAll(new RegExp(`\\.${className}[^{]*\\{[^}]*\\}`, 'g'))]
    .map(([rule]) => rule)
    .join('\n');
}

describe('section links on a phone', () => {
  // Five sections in a phone's width: more than fits.
  giveElementsASize({ clientHeight: 40, clientWidth: 358, scrollWidth: 520 });

  it('scroll sideways without a scrollbar, a button scrolling on where more is hidden, every link in the Tab order', async () => {
    render(
      <MemoryRouter initialEntries={['/service/overview']}>
        <SectionNav label="Service pages" items={items} />
      </MemoryRouter>,
    );
    const navigation = screen.getByRole('navigation', { name: 'Service pages' });
    const list = within(navigation).getByRole('list');
    const listClass = [...list.classList].find((name) => name.startsWith('css-'))!;
    expect(rulesOf(listClass)).toMatch(/scrollbar-width:\s*none/);
    expect(rulesOf(listClass)).toMatch(/::-webkit-scrollbar\s*\{\s*display:\s*none/);

    // A pointer's way to what lies beyond the right edge; none back while at the start.
    const onward = screen.getByTitle('Scroll on');
    expect(onward).toHaveAttribute('tabindex', '-1');
    expect(onward).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByTitle('Scroll back')).not.toBeInTheDocument();

    // The keyboard's: each link takes the focus in turn, the buttons none.
    const user = userEvent.setup();
    for (const item of items) {
      await user.tab();
      expect(within(navigation).getByRole('link', { name: item.label })).toHaveFocus();
    }
  });
});
