import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobEndpoints } from '../../../../../contract';
import { paths, routePatterns } from '../../../../lib/paths';
import { ORG_ID } from '../../../../test/fixtures';
import { mockApi } from '../../../../test/mockApi';
import { renderPage, signInAs } from '../../../../test/render';
import { NewServicePage } from '../../pages/NewServicePage';
import { ENVIRONMENT_ID, job, PROJECT_ID, REGISTRY_ID } from '../../../../../contract/testing';
import { answerChoices } from '../../testing/serviceApi';
import { nextStep, nextSteps } from '../../testing/wizard';

function setUp() {
  const api = answerChoices(mockApi());
  signInAs(api, 'WRITE');
  const view = renderPage(NewServicePage, {
    path: routePatterns.newService,
    url: paths.newService(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'job'),
    others: [routePatterns.service],
  });
  return { api, ...view };
}

describe('creating a job', () => {
  it(
    'checks the cron schedule as it is typed, then sends it with its time zone',
    { timeout: 45_000 },
    async () => {
      const { user, api } = setUp();
      api.on(jobEndpoints.create, { status: 201, body: job() });
      // Fields this test does not check as they are typed are pasted: each keystroke renders the whole form.
      await user.click(await screen.findByLabelText(/^Name/));
      await user.paste('nightly-report');
      await nextStep(user, 'Source');
      await user.click(screen.getByRole('combobox', { name: /Container registry/ }));
      await user.click(await screen.findByRole('option', { name: /Docker Hub/ }));
      await user.click(screen.getByLabelText(/Image name/));
      await user.paste('acme/report');
      await nextStep(user, 'Schedule');

      const schedule = screen.getByRole('textbox', { name: /^Schedule/ });
      await user.clear(schedule);
      await user.type(schedule, '0 25 * * *');
      await waitFor(() =>
        expect(schedule).toHaveAccessibleDescription(
          'Schedule is not a valid cron expression: hour: "25" must be between 0 and 23',
        ),
      );
      await user.clear(schedule);
      await user.type(schedule, '30 2 * * 1-5');
      await waitFor(() => expect(schedule).toHaveAccessibleDescription(/Minute, hour, day of month/));

      const zone = screen.getByRole('combobox', { name: /Time zone/ });
      await user.clear(zone);
      await user.type(zone, 'Europe/Par');
      await user.click(await screen.findByRole('option', { name: 'Europe/Paris' }));
      await nextSteps(user, ['Resources', 'Health checks', 'Summary']);
      expect(screen.getByText('30 2 * * 1-5 (Europe/Paris)')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Create job' }));

      await waitFor(() => expect(api.sent(jobEndpoints.create)).toHaveLength(1));
      expect(api.sent(jobEndpoints.create)[0]?.body).toMatchObject({
        name: 'nightly-report',
        source: {
          image: { registry_id: REGISTRY_ID, image_name: 'acme/report', tag: 'latest' },
          docker: null,
        },
        schedule: { cronjob: { scheduled_at: '30 2 * * 1-5', timezone: 'Europe/Paris' } },
      });
    },
  );
});
