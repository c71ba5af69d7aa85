import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeEndpoints } from '../../../contract';
import { mockApi } from '../../test/mockApi';
import { polls, settled } from '../../test/polls';
import { defaultBaseUrl, sessionStore } from '../session/sessionStore';
import { useChangeFeed } from './changeFeed';

const ORG = 'bbbbbbbb-0000-4000-8000-000000000001';

describe('useChangeFeed', () => {
  it('never renders the component that holds it again, however often it asks', async () => {
    const api = mockApi();
    sessionStore.signIn(defaultBaseUrl(), { kind: 'token', token: 'test-token' });
    let version = 1;
    api.on(changeEndpoints.changes, () => ({ body: { version: (version += 1), environments: [] } }));
    const queryClient = new QueryClient();
    let renders = 0;
    function Shell() {
      renders += 1;
      useChangeFeed(ORG);
      return null;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <Shell />
      </QueryClientProvider>,
    );
    await settled(queryClient);
    const afterFirstAnswer = renders;
    for (let poll = 0; poll < 3; poll++) {
      polls.fire();
      await settled(queryClient);
    }

    expect(api.sent(changeEndpoints.changes)).toHaveLength(4);
    expect(renders).toBe(afterFirstAnswer);
    expect(afterFirstAnswer).toBe(1);
  });
});
