import { z } from 'zod';
import { id, listOf } from '../common';
import { endpointSchemas } from '../endpoint';
import { searchQuery, searchResult } from '../search';

export const searchEndpointSchemas = {
  search: endpointSchemas({
    summary:
      'Find projects, environments, services and clusters of an organization whose name holds a text, ignoring case; names starting with it first',
    tag: 'Search',
    params: z.object({ organizationId: id }),
    query: searchQuery,
    response: listOf(searchResult),
  }),
};
