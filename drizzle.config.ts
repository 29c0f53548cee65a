import { defineConfig } from 'drizzle-kit';

// Used by `npx drizzle-kit generate` only; the server applies the generated SQL itself at start-up (server/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
