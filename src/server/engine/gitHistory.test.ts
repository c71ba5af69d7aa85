import { describe, expect, it } from 'vitest';
import { SIMULATED_HISTORY_LENGTH, simulatedHead, simulatedHistory } from './gitHistory';

describe('the simulated git history', () => {
  it('is the same for the same repository and branch, whatever the spelling of its URL', () => {
    const history = simulatedHistory('https://github.com/acme/api.git', 'main');
    expect(history).toHaveLength(SIMULATED_HISTORY_LENGTH);
    expect(simulatedHistory('https://GitHub.com/acme/api/', 'main')).toEqual(history);
    expect(simulatedHead('https://github.com/acme/api', 'main')).toBe(history[0]?.id);
  });

  it('differs between branches and repositories, and runs newest first with unique ids and tags', () => {
    const history = simulatedHistory('https://github.com/acme/api.git', 'main');
    expect(simulatedHistory('https://github.com/acme/api.git', 'release')[0]?.id).not.toBe(history[0]?.id);
    expect(simulatedHistory('https://github.com/acme/web.git', 'main')[0]?.id).not.toBe(history[0]?.id);
    const times = history.map((commit) => commit.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(history.map((commit) => commit.id)).size).toBe(history.length);
    const tags = history.map((commit) => commit.tag).filter(Boolean);
    expect(tags.length).toBeGreaterThan(0);
    expect(new Set(tags).size).toBe(tags.length);
    tags.forEach((tag) => expect(tag).toMatch(/^v1\.\d+\.0$/));
  });
});
