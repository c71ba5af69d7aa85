import { gitProvider, type GitProvider } from '../../../../contract';
import type { SelectOption } from '../../../ui/form/SelectField';

export const providerLabels: Record<GitProvider, string> = {
  GITHUB: 'GitHub',
  GITLAB: 'GitLab',
  BITBUCKET: 'Bitbucket',
};

/** The public API of each provider, which the platform calls when a token names no other. */
export const defaultApiUrls: Record<GitProvider, string> = {
  GITHUB: 'https://api.github.com',
  GITLAB: 'https://gitlab.com/api/v4',
  BITBUCKET: 'https://api.bitbucket.org/2.0',
};

export const providerOptions: SelectOption<GitProvider>[] = gitProvider.options.map((provider) => ({
  value: provider,
  label: providerLabels[provider],
}));
