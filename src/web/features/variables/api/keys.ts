/**
 * Cache keys of variables. A variable of a project or an environment reaches every service under it, so any change
 * refreshes the whole root rather than guessing which lists it reaches.
 */
export const variableKeys = {
  all: ['variables'] as const,
  list: (scope: string, parentId: string) => [...variableKeys.all, 'list', scope, parentId] as const,
  effective: (serviceId: string) => [...variableKeys.all, 'effective', serviceId] as const,
};
