import { describe, expect, it } from 'vitest';
import { hostOf, providerFromUrl } from './gitHosts';

describe('the provider a repository URL tells', () => {
  it.each([
    ['https://github.com/acme/web.git', 'GITHUB'],
    ['https://www.GitHub.com/acme/web', 'GITHUB'],
    ['git@gitlab.com:acme/web.git', 'GITLAB'],
    ['https://bitbucket.org/acme/web', 'BITBUCKET'],
  ])('%s is on %s', (url, provider) => {
    expect(providerFromUrl(url)).toBe(provider);
  });

  it.each(['https://git.acme.internal/web.git', 'file:///tmp/repo', 'not a url', '', null])(
    '%s names no provider',
    (url) => {
      expect(providerFromUrl(url)).toBeNull();
    },
  );

  it('reads the host of both URL forms', () => {
    expect(hostOf('  git@Git.Acme.io:team/web.git ')).toBe('git.acme.io');
    expect(hostOf('https://gitlab.acme.io/team/web')).toBe('gitlab.acme.io');
    expect(hostOf('file:///tmp/repo')).toBeNull();
  });
});
