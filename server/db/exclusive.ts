import type { PoolClient } from 'pg';
import type { Database } from './client.ts';

/**
 * Work that runs on one server at a time when several servers share one PostgreSQL (migrations,
 * the settlement timer). PostgreSQL: a session advisory lock named by `task`, held on a client of
 * its own while `work` runs (on the pool, or on that client, which `work` is given: a pool of one
 * connection has no other). PGlite: the data folder has one owner (data-folder.ts),
 * so there is only ever this process and the work simply runs.
 */
export type ExclusiveTask = 'migrate' | 'exchange-settlement';

/** Both keys of the two-int advisory lock: our namespace, then the task. */
const LOCK_SQL = `hashtext('takaplay'), hashtext($1)`;

/** The client holding the lock (PostgreSQL), for work that must not wait for another pool connection. */
type Work<T> = (lockHolder: PoolClient | undefined) => Promise<T>;

/** Waits until no other server runs `task`, then runs `work` (migrations: every server needs them done). */
export async function runAlone<T>(database: Database, task: ExclusiveTask, work: Work<T>): Promise<T> {
  const result = await withAdvisoryLock(database, task, 'wait', work);
  if (!result.ran) throw new Error(`advisory lock ${task} not taken`);
  return result.value;
}

/** Runs `work` unless another server is running `task` right now; then skips it (a timer's next tick will do). */
export function runUnlessBusy<T>(database: Database, task: ExclusiveTask, work: Work<T>): Promise<{ ran: true; value: T } | { ran: false }> {
  return withAdvisoryLock(database, task, 'try', work);
}

async function withAdvisoryLock<T>(
  database: Database,
  task: ExclusiveTask,
  mode: 'wait' | 'try',
  work: Work<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  const { driver } = database;
  if (driver.kind === 'pglite') return { ran: true, value: await work(undefined) };
  const client = await driver.pool.connect();
  try {
    if (mode === 'wait') await client.query(`select pg_advisory_lock(${LOCK_SQL})`, [task]);
    else {
      const { rows } = await client.query<{ taken: boolean }>(`select pg_try_advisory_lock(${LOCK_SQL}) as taken`, [task]);
      if (!rows[0]?.taken) return { ran: false };
    }
    try {
      return { ran: true, value: await work(client) };
    } finally {
      await client.query(`select pg_advisory_unlock(${LOCK_SQL})`, [task]);
    }
  } finally {
    client.release();
  }
}
