import { describe } from 'vitest';
import { memoryStore } from './memoryStore';
import { deploymentStoreContract } from './testing/storeContract';

describe('the memory store', () => {
  deploymentStoreContract(async () => memoryStore());
});
