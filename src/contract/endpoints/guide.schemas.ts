import { z } from 'zod';
import { id } from '../common';
import { endpointSchemas } from '../endpoint';
import { guide, guideUpdate } from '../guide';

const tag = 'Guided first release';
const params = z.object({ organizationId: id });
const description =
  'The steps are ticked from the records made since the guide started that the caller may read: a project or ' +
  'an environment a custom role does not read is passed over as if it were not there, so `project_id`, ' +
  '`environment_id`, `service_id` and `service_type` name one it reads, or none.';

export const guideEndpointSchemas = {
  get: endpointSchemas({
    summary:
      'The signed-in person’s progress through the guided first release, each step as the platform has it',
    description,
    tag,
    params,
    response: guide,
  }),
  edit: endpointSchemas({
    summary: 'Skip steps, close or reopen the guide, mark it offered or its logs opened, or start it over',
    description,
    tag,
    params,
    body: guideUpdate,
    response: guide,
  }),
};
