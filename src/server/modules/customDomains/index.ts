export { createCustomDomainService, type CustomDomainService } from './service';
