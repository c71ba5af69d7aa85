export { resolveJwtSecret } from './jwtSecret';
export { hashPassword, hashPasswordAtCost, type PasswordHashCost, verifyPassword } from './passwords';
export { findUserByEmail, insertMembership, insertUser } from './queries';
export { type AuthService, createAuthService } from './service';
export { createSessionTokens, type SessionSettings, type SessionTokens } from './sessions';
export type { SignInBackOffPolicy } from './signInBackOff';
