export { type ApiTokenService, createApiTokenService } from './service';
export { newApiTokenValue } from './tokenValue';
