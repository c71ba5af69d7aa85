import type { ServiceKind } from '../../../../../contract';
import type { ServiceOf } from '../../model/types';
import {
  applicationSourceSection,
  containerSourceSection,
  runtimeSettingsSections,
} from './applicationSections';
import { databaseSettingsSections } from './databaseSections';
import type { FormSection } from './formSection';
import { helmSettingsSections } from './helmSections';
import { jobSettingsSections } from './jobSections';
import { terraformSettingsSections } from './terraformSections';

/** The settings sections of a service, in the order the page lists them. */
export function settingsSectionsOf<K extends ServiceKind>(kind: K, service: ServiceOf<K>): FormSection[] {
  switch (kind) {
    case 'application':
      return runtimeSettingsSections(applicationSourceSection);
    case 'container':
      return runtimeSettingsSections(containerSourceSection);
    case 'database':
      // The switch narrows the kind, not the service's type with it.
      return databaseSettingsSections(service as ServiceOf<'database'>);
    case 'job':
      return jobSettingsSections();
    case 'helm':
      return helmSettingsSections();
    case 'terraform':
      return terraformSettingsSections();
  }
}

export const DANGER_SECTION = 'danger';
