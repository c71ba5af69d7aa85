export { type AdvancedSettingsService, createAdvancedSettingsService } from './service';
