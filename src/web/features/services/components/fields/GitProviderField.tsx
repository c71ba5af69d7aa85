import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { HOSTED_PROVIDERS, hostOf, providerFromUrl, type GitProvider } from '../../../../../contract';
import { gitTokensQueryOptions } from '../../../../data/git-tokens/queries';
import { useRouteParam } from '../../../../lib/routeParams';
import { SelectField, type SelectOption } from '../../../../ui/form/SelectField';
import { gitProviderLabels, gitProviders, type GitRepositoryPath } from '../../model/gitProvider';

const options: SelectOption<GitProvider>[] = gitProviders.map((provider) => ({
  value: provider,
  label: gitProviderLabels[provider],
}));

/**
 * Which provider hosts the repository: told by the URL on github.com, gitlab.com and bitbucket.org (following the
 * URL as it is typed, until the person picks one), by the git token once one is chosen, required otherwise.
 */
export function GitProviderField({ name }: { name: GitRepositoryPath }) {
  const organizationId = useRouteParam('organizationId');
  const tokens = useQuery(gitTokensQueryOptions(organizationId));
  const [url, tokenId, chosen] = useWatch({
    name: [`${name}.url`, `${name}.git_token_id`, `${name}.provider`],
  }) as [string | undefined, string | null | undefined, GitProvider | null | undefined];
  const fromUrl = providerFromUrl(url);
  const fromToken = (tokenId && tokens.data?.results.find((token) => token.id === tokenId)?.type) || null;
  useProviderInference(`${name}.provider`, fromUrl, tokenId ?? null, fromToken);
  useRecheckOnChange(`${name}.provider`, chosen ?? null);

  const help = fromToken
    ? chosen === fromToken
      ? 'The provider of the chosen git token.'
      : `The chosen git token is a ${gitProviderLabels[fromToken]} token.`
    : fromUrl
      ? chosen === fromUrl
        ? `Inferred from the URL (${hostOf(url) ?? ''}).`
        : `The URL is on ${hostOf(url) ?? ''}.`
      : `Required for a repository outside ${HOSTED_PROVIDERS}.`;
  return (
    <SelectField
      name={`${name}.provider`}
      label="Git provider"
      options={options}
      required={!fromUrl && !fromToken}
      helperText={help}
    />
  );
}

const BY_HAND = 'by hand' as const;
type Filled = GitProvider | null | typeof BY_HAND;

/**
 * Fills the provider in from the git token when one is chosen, otherwise from the URL's host as it changes, unless
 * the person picked another by hand (a value the form did not fill in itself).
 */
function useProviderInference(
  name: string,
  fromUrl: GitProvider | null,
  tokenId: string | null,
  fromToken: GitProvider | null,
) {
  const { getValues, setValue } = useFormContext();
  // No provider is null rather than undefined: a field set to undefined shows its default value again.
  const read = () => (getValues(name) as GitProvider | null | undefined) ?? null;
  const [start] = useState(() => {
    const initial = read();
    // A provider that neither the URL nor the token tells was picked by hand.
    const filled: Filled =
      initial === null || initial === fromUrl || initial === fromToken ? initial : BY_HAND;
    // A form that opens without a provider takes the one its URL tells.
    return { filled, seen: { fromUrl: initial === null ? null : fromUrl, tokenId } };
  });
  // What the form filled in last, and what it saw last.
  const filled = useRef<Filled>(start.filled);
  const previous = useRef<{ fromUrl: GitProvider | null; tokenId: string | null }>(start.seen);
  useEffect(() => {
    const before = previous.current;
    previous.current = { fromUrl, tokenId };
    const current = (getValues(name) as GitProvider | null | undefined) ?? null;
    const fill = (value: GitProvider | null) => {
      filled.current = value;
      if (value !== current) setValue(name, value, { shouldDirty: true, shouldValidate: value !== null });
    };
    if (tokenId !== before.tokenId && fromToken) fill(fromToken);
    else if (fromUrl !== before.fromUrl && !fromToken && current === filled.current) fill(fromUrl);
  }, [name, fromUrl, tokenId, fromToken, getValues, setValue]);
}

/** A provider chosen answers the error shown on the field (required, or the server's refusal): it is checked again. */
function useRecheckOnChange(name: string, value: GitProvider | null) {
  const { getFieldState, trigger } = useFormContext();
  const checked = useRef(value);
  useEffect(() => {
    if (value === checked.current) return;
    checked.current = value;
    if (getFieldState(name).error) void trigger(name);
  }, [name, value, getFieldState, trigger]);
}
