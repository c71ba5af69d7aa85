import { describe } from 'vitest';
import { memoryWebhookStore } from './memoryStore';
import { webhookStoreContract } from './testing/storeContract';

describe('the in-memory webhook store', () => {
  webhookStoreContract(async () => memoryWebhookStore());
});
