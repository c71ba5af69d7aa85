import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ActionsDialog } from './ActionsDialog';

/** Two steps, as the .env import has: the button that leads to the second goes with the first. */
function TwoSteps() {
  const [step, setStep] = useState<'choose' | 'review'>('choose');
  return step === 'choose' ? (
    <ActionsDialog
      open
      title="Choose"
      onClose={() => undefined}
      actions={[{ label: 'Review', primary: true, onClick: () => setStep('review') }]}
    >
      What to import
    </ActionsDialog>
  ) : (
    <ActionsDialog
      open
      title="Review"
      onClose={() => undefined}
      actions={[
        { label: 'Back', onClick: () => setStep('choose') },
        { label: 'Import', primary: true, onClick: () => undefined },
      ]}
    >
      What will be imported
    </ActionsDialog>
  );
}

describe('ActionsDialog', () => {
  it('keeps the focus in the dialog when a step gives way to the next, on the new step’s title', async () => {
    const user = userEvent.setup();
    render(<TwoSteps />);
    const review = await screen.findByRole('button', { name: 'Review' });
    review.focus();
    await user.keyboard('{Enter}');

    const dialog = screen.getByRole('dialog', { name: 'Review' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Review' })).toHaveFocus());
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
  });
});
