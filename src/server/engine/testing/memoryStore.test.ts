import { describe } from 'vitest';
import { memoryStore } from './memoryStore';
import { deploymentStoreContract } from './storeContract';

describe('the memory store', () => {
  deploymentStoreContract(async () => memoryStore());
});
