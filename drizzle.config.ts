import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` writes the migrations the server applies at start (src/server/db/migrate.ts). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
