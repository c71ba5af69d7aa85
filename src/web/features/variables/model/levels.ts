import {
  variableScopeRank,
  type VariableResponse,
  type VariableScope,
  type WritableVariableScope,
} from '../../../../contract';

/** The service kinds that hold variables (a database's settings reach other services as built-ins). */
export type VariableServiceKind = 'application' | 'container' | 'job' | 'helm' | 'terraform';

const serviceScopes: Record<VariableServiceKind, WritableVariableScope> = {
  application: 'APPLICATION',
  container: 'CONTAINER',
  job: 'JOB',
  helm: 'HELM',
  terraform: 'TERRAFORM',
};

export function isVariableServiceKind(kind: string): kind is VariableServiceKind {
  return kind in serviceScopes;
}

/** One place variables are defined at: a scope and the record it names. */
export interface VariableLevel {
  scope: WritableVariableScope;
  parentId: string;
  /** e.g. "Project storefront". */
  label: string;
}

/** Where the variables page stands: a project, an environment of it, or a service of that environment. */
export interface VariableContext {
  project: { id: string; name?: string | undefined };
  environment?: { id: string; name?: string | undefined } | undefined;
  service?: { id: string; name?: string | undefined; kind: VariableServiceKind } | undefined;
}

const named = (words: string, name: string | undefined) => (name ? `${words} ${name}` : words);

const scopeWords: Record<VariableScope, string> = {
  BUILT_IN: 'Built-in',
  PROJECT: 'Project',
  ENVIRONMENT: 'Environment',
  APPLICATION: 'Application',
  CONTAINER: 'Container',
  JOB: 'Job',
  HELM: 'Helm',
  TERRAFORM: 'Terraform',
};

export const scopeLabel = (scope: VariableScope): string => scopeWords[scope];

/** The levels whose variables reach the page's record, widest first; the last is the record's own. */
export function levelsOf(context: VariableContext): VariableLevel[] {
  const levels: VariableLevel[] = [
    { scope: 'PROJECT', parentId: context.project.id, label: named('Project', context.project.name) },
  ];
  if (context.environment)
    levels.push({
      scope: 'ENVIRONMENT',
      parentId: context.environment.id,
      label: named('Environment', context.environment.name),
    });
  if (context.environment && context.service) {
    const scope = serviceScopes[context.service.kind];
    levels.push({
      scope,
      parentId: context.service.id,
      label: named(scopeWords[scope], context.service.name ?? '(this service)'),
    });
  }
  return levels;
}

export function ownLevel(context: VariableContext): VariableLevel {
  return levelsOf(context).at(-1)!;
}

/** Defined at the page's own record (rather than inherited from a wider one or made by the platform). */
export function isOwn(variable: VariableResponse, level: VariableLevel): boolean {
  return variable.scope === level.scope && variable.parent_id === level.parentId;
}

/** Where an override of `variable` may go from this page: only narrower than the original. */
export function overrideLevels(variable: VariableResponse, context: VariableContext): VariableLevel[] {
  if (variable.variable_type === 'ALIAS' || variable.variable_type === 'OVERRIDE') return [];
  const rank = variableScopeRank[variable.scope];
  return levelsOf(context).filter((level) => variableScopeRank[level.scope] > rank);
}

/** Where an alias of `variable` may go from this page: as wide as the original or narrower, never of an alias. */
export function aliasLevels(variable: VariableResponse, context: VariableContext): VariableLevel[] {
  if (variable.variable_type === 'ALIAS') return [];
  const rank = variableScopeRank[variable.scope];
  return levelsOf(context).filter((level) => variableScopeRank[level.scope] >= rank);
}

/** Why a row offers no override here, or undefined when it does. */
export function whyNoOverride(variable: VariableResponse, context: VariableContext): string | undefined {
  if (variable.variable_type === 'ALIAS') return 'An alias cannot be overridden; override its original.';
  if (variable.variable_type === 'OVERRIDE') return 'Already an override; edit its value instead.';
  if (overrideLevels(variable, context).length === 0)
    return 'Overrides go to a narrower scope: open an environment or a service to override it there.';
  return undefined;
}

export function whyNoAlias(variable: VariableResponse): string | undefined {
  return variable.variable_type === 'ALIAS' ? 'An alias cannot be aliased; alias its original.' : undefined;
}
