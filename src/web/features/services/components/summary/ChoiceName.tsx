import { useQuery } from '@tanstack/react-query';
import { gitTokensQueryOptions } from '../../../../data/git-tokens/queries';
import {
  containerRegistriesQueryOptions,
  helmRepositoriesQueryOptions,
} from '../../../../data/registries/queries';
import { useRouteParam } from '../../../../lib/routeParams';

type ChoiceList = 'git-tokens' | 'container-registries' | 'helm-repositories';

/** The name of an organization record a service points at (a token, a registry), by its id. */
export function ChoiceName({
  list,
  id,
  none = 'None',
}: {
  list: ChoiceList;
  id: string | null | undefined;
  none?: string;
}) {
  const organizationId = useRouteParam('organizationId');
  const wanted = (which: ChoiceList) => Boolean(id) && list === which;
  // One of these runs; each list keeps its own typed cache entry.
  const tokens = useQuery({ ...gitTokensQueryOptions(organizationId), enabled: wanted('git-tokens') });
  const registries = useQuery({
    ...containerRegistriesQueryOptions(organizationId),
    enabled: wanted('container-registries'),
  });
  const repositories = useQuery({
    ...helmRepositoriesQueryOptions(organizationId),
    enabled: wanted('helm-repositories'),
  });
  if (!id) return <>{none}</>;
  const query = {
    'git-tokens': tokens,
    'container-registries': registries,
    'helm-repositories': repositories,
  }[list];
  const found = query.data?.results.find((choice) => choice.id === id);
  return <>{found?.name ?? (query.isPending ? '…' : 'Unknown')}</>;
}
