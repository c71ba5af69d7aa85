// The demo's seed writes its registries as rows.
export { insertRegistry } from './queries';
export { createRegistryService, type RegistryService } from './service';
