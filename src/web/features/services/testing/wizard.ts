import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** The heading of the creation flow's current step. */
export const stepHeading = () => screen.getByRole('heading', { level: 2 });

/**
 * Next, then waits for the named step: the flow moves once the form's check resolves, which a loaded machine can
 * delay past the click, so a test never looks for the next step's fields before it is shown.
 */
export async function nextStep(user: UserEvent, step: string) {
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(stepHeading()).toHaveTextContent(step));
}

/** Next through each named step in turn. */
export async function nextSteps(user: UserEvent, steps: readonly string[]) {
  for (const step of steps) await nextStep(user, step);
}
