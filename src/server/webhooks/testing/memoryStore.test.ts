import { describe } from 'vitest';
import { memoryWebhookStore } from './memoryStore';
import { webhookStoreContract } from './storeContract';

describe('the in-memory webhook store', () => {
  webhookStoreContract(async () => memoryWebhookStore());
});
