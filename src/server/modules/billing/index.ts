export { type BillingService, createBillingService } from './service';
