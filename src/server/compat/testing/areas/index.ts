import type { CompatArea } from '../area';
import { auditLogArea } from './auditLog';
import { advancedSettingsArea } from './advancedSettings';
import { cloudProvidersArea } from './cloudProviders';
import { clustersArea } from './clusters';
import { commitsArea } from './commits';
import { deploymentRulesArea } from './deploymentRules';
import { environmentActionsArea } from './environmentActions';
import { organizationArea } from './organization';
import { projectsArea } from './projects';
import { scopeVariablesArea } from './scopeVariables';
import { serviceActionsArea } from './serviceActions';
import { servicesArea } from './services';
import { serviceVariablesArea } from './serviceVariables';
import { stagesArea } from './stages';

/** Every area of the compatibility suite, in the order it runs them (each stands on its own records). */
export const compatAreas: readonly CompatArea[] = [
  organizationArea,
  cloudProvidersArea,
  clustersArea,
  projectsArea,
  servicesArea,
  stagesArea,
  deploymentRulesArea,
  commitsArea,
  serviceVariablesArea,
  scopeVariablesArea,
  serviceActionsArea,
  environmentActionsArea,
  auditLogArea,
  advancedSettingsArea,
];
