import { describe, expect, it } from 'vitest';
import type { Permissions } from '../../contract';
import { permissionsOf } from '../test/fixtures';
import { decisionAt } from './permissions';

const PROJECT = 'aaaaaaaa-0000-4000-8000-000000000001';
const CLUSTER = 'cccccccc-0000-4000-8000-000000000001';
const allowed = { allowed: true, reason: null };
const refused = (reason: string) => ({ allowed: false, reason });

/** A custom role's answer: DEPLOYER on STAGING, VIEWER elsewhere in one project; VIEWER of one cluster. */
function customRole(): Permissions {
  const base = permissionsOf('ADMIN');
  return {
    ...base,
    role_name: 'QA',
    organization: {
      ...base.organization,
      deploy: refused('Role "QA" does not allow deploying across the organization'),
    },
    projects: [
      {
        project_id: PROJECT,
        project_name: 'shop',
        read: allowed,
        manage: refused('Role "QA" is not an admin of this project'),
        environment_types: (['DEVELOPMENT', 'PREVIEW', 'STAGING', 'PRODUCTION'] as const).map((type) => ({
          environment_type: type,
          read: allowed,
          deploy: type === 'STAGING' ? allowed : refused(`Role "QA" holds VIEWER on ${type} environments`),
          write: refused(`Role "QA" holds VIEWER on ${type} environments`),
        })),
      },
    ],
    clusters: [
      {
        cluster_id: CLUSTER,
        cluster_name: 'eu',
        read: allowed,
        write: refused('Role "QA" holds VIEWER'),
        create_environments: refused('Role "QA" holds VIEWER'),
      },
    ],
  };
}

describe('what the console decides from the permissions endpoint', () => {
  it('takes the decision of the environment type, the project or the cluster an action lands on', () => {
    const permissions = customRole();
    expect(decisionAt(permissions, 'deploy', { projectId: PROJECT, environmentType: 'STAGING' })).toEqual({
      allowed: true,
    });
    expect(decisionAt(permissions, 'deploy', { projectId: PROJECT, environmentType: 'PRODUCTION' })).toEqual({
      allowed: false,
      reason: 'Role "QA" holds VIEWER on PRODUCTION environments.',
    });
    expect(decisionAt(permissions, 'write', { projectId: PROJECT })).toEqual({
      allowed: false,
      reason: 'Role "QA" is not an admin of this project.',
    });
    expect(decisionAt(permissions, 'read', { clusterId: CLUSTER })).toEqual({ allowed: true });
  });

  it('falls back to the organization-wide decision without a place or for a project it does not list', () => {
    const permissions = customRole();
    const elsewhere = {
      projectId: 'aaaaaaaa-0000-4000-8000-000000000009',
      environmentType: 'STAGING' as const,
    };
    expect(decisionAt(permissions, 'deploy', elsewhere)).toEqual({
      allowed: false,
      reason: 'Role "QA" does not allow deploying across the organization.',
    });
    expect(decisionAt(permissionsOf('DEPLOY'), 'deploy', elsewhere)).toEqual({ allowed: true });
    expect(decisionAt(permissionsOf('DEPLOY'), 'write')).toEqual({
      allowed: false,
      reason: 'Needs Write access — your access here is Deploy.',
    });
  });
});
