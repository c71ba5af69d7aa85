import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_ID, PROJECT_ID, SERVICE_ID, variableFixture } from '../testing/fixtures';
import { aliasLevels, levelsOf, overrideLevels, whyNoOverride, type VariableContext } from './levels';

const service: VariableContext = {
  project: { id: PROJECT_ID },
  environment: { id: ENVIRONMENT_ID, name: 'production' },
  service: { id: SERVICE_ID, name: 'web', kind: 'helm' },
};
const project: VariableContext = { project: { id: PROJECT_ID, name: 'shop' } };
const scopes = (levels: { scope: string }[]) => levels.map((level) => level.scope);

describe('levels', () => {
  it('lists the levels reaching a service, widest first, each naming its record', () => {
    expect(levelsOf(service)).toEqual([
      { scope: 'PROJECT', parentId: PROJECT_ID, label: 'Project' },
      { scope: 'ENVIRONMENT', parentId: ENVIRONMENT_ID, label: 'Environment production' },
      { scope: 'HELM', parentId: SERVICE_ID, label: 'Helm web' },
    ]);
  });

  it('offers overrides only narrower than the original, and none of aliases or overrides', () => {
    expect(scopes(overrideLevels(variableFixture({ scope: 'PROJECT' }), service))).toEqual([
      'ENVIRONMENT',
      'HELM',
    ]);
    expect(scopes(overrideLevels(variableFixture({ scope: 'ENVIRONMENT' }), service))).toEqual(['HELM']);
    expect(overrideLevels(variableFixture({ scope: 'HELM' }), service)).toEqual([]);
    expect(
      scopes(overrideLevels(variableFixture({ scope: 'BUILT_IN', variable_type: 'BUILT_IN' }), service)),
    ).toEqual(['PROJECT', 'ENVIRONMENT', 'HELM']);
    expect(overrideLevels(variableFixture({ variable_type: 'ALIAS' }), service)).toEqual([]);
    expect(whyNoOverride(variableFixture({ scope: 'PROJECT' }), project)).toMatch(/narrower scope/);
  });

  it('offers aliases as wide as the original or narrower, never of an alias', () => {
    expect(scopes(aliasLevels(variableFixture({ scope: 'ENVIRONMENT' }), service))).toEqual([
      'ENVIRONMENT',
      'HELM',
    ]);
    expect(aliasLevels(variableFixture({ scope: 'PROJECT', variable_type: 'ALIAS' }), service)).toEqual([]);
  });
});
