import { afterAll } from 'vitest';
import { closeTestDatabase } from './database';
import { closeBlockStores } from './storeForBlock';

// Each server test file gets a database of its own (see database.ts), and the databases its describe blocks share
// (storeForBlock.ts), closed once the file is done.
afterAll(closeTestDatabase);
afterAll(closeBlockStores);
