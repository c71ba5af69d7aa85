import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { environmentDeploymentEndpoints } from '../../../../contract';
import { paths } from '../../../lib/paths';
import { ENVIRONMENT_ID, PROJECT_ID } from '../../../test/environmentFixtures';
import { ORG_ID } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { pastDeployment } from '../testing/fixtures';
import { renderStagesPage } from '../testing/renderStagesPage';

describe('a past deployment opened on the stages tab', () => {
  it('shows its stages as they ran, read-only, with a way back to the current stages', async () => {
    const deployment = pastDeployment();
    const api = mockApi().on(environmentDeploymentEndpoints.history, { body: { results: [deployment] } });
    renderStagesPage(api, { deploymentId: deployment.id });

    const board = await screen.findByRole('region', { name: 'Stages of the deployment' });
    expect(
      within(board)
        .getAllByRole('region')
        .map((region) => region.getAttribute('aria-label')),
    ).toEqual(['Data', 'Backend', 'Frontend']);
    expect(screen.getByRole('heading', { name: 'Deployment stages as they ran' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Current stages' })).toHaveAttribute(
      'href',
      paths.environmentStages(ORG_ID, PROJECT_ID, ENVIRONMENT_ID),
    );
  });

  it('says so when the deployment is not in the history', async () => {
    const api = mockApi().on(environmentDeploymentEndpoints.history, { body: { results: [] } });
    renderStagesPage(api, { deploymentId: '0b5e3ad0-0000-4000-8000-000000000000' });

    expect(
      await screen.findByText(/This deployment is not in the environment's history/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Stages of the deployment' })).not.toBeInTheDocument();
  });
});
