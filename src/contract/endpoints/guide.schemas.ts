import { z } from 'zod';
import { id } from '../common';
import { endpointSchemas } from '../endpoint';
import { guide, guideUpdate } from '../guide';

const tag = 'Guided first release';
const params = z.object({ organizationId: id });

export const guideEndpointSchemas = {
  get: endpointSchemas({
    summary:
      'The signed-in person’s progress through the guided first release, each step as the platform has it',
    tag,
    params,
    response: guide,
  }),
  edit: endpointSchemas({
    summary: 'Skip steps, close or reopen the guide, mark it offered or its logs opened, or start it over',
    tag,
    params,
    body: guideUpdate,
    response: guide,
  }),
};
