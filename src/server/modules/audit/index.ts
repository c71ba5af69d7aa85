export { type AuditLog, createAuditLog } from './service';
