import { afterAll } from 'vitest';
import { closeTestDatabase } from './database';

// Each server test file gets a database of its own (see database.ts), closed once the file is done.
afterAll(closeTestDatabase);
