import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';

// Resolved from this file so it works whatever the working directory is.
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function migrateDatabase(database: Database): Promise<void> {
  const { driver } = database;
  if (driver.kind === 'pglite') await migratePglite(driver.db, { migrationsFolder });
  else await migrateNodePg(driver.db, { migrationsFolder });
}
