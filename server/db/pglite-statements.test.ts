import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { usePreparedStatements } from './pglite-statements.ts';

// The prepared path must answer exactly as PGlite's own `query` does: same rows, fields, counts and errors.
// Each test compares a client with the prepared path against a plain one holding the same data.

const SETUP = `
  create table t (
    id serial primary key, name text unique, amount numeric(18, 2), at timestamptz, day date, flag boolean,
    doc jsonb, tags text[], counts int[], blob bytea, big bigint
  );
  insert into t (name, amount, at, day, flag, doc, tags, counts, blob, big) values
    ('a', 10.50, '2026-11-27T05:00:00Z', '2026-11-27', true, '{"k": [1, "x"]}', '{x,"y z"}', '{1,2}', '\\x00ff10', 9007199254740993),
    ('b', null, null, null, null, null, null, null, null, null);
`;

/** drizzle's parsers for PGlite: dates and numeric arrays as text. */
const DRIZZLE_OPTIONS: QueryOptions = {
  rowMode: 'array',
  parsers: { [types.TIMESTAMPTZ]: (value: string) => value, [types.DATE]: (value: string) => value, [1231]: (value: string) => value },
};

describe('PGlite prepared statements (usePreparedStatements)', () => {
  let fast: PGlite;
  let plain: PGlite;
  beforeAll(async () => {
    [fast, plain] = await Promise.all([PGlite.create(), PGlite.create()]);
    await Promise.all([fast.exec(SETUP), plain.exec(SETUP)]);
    usePreparedStatements(fast, { maxStatements: 20 });
  });
  afterAll(async () => {
    await Promise.all([fast.close(), plain.close()]);
  });

  const both = async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    const [a, b] = await Promise.all([fast.query(text, params, options), plain.query(text, params, options)]);
    expect(a).toEqual(b);
    return a;
  };
  /** The texts prepared in the session (read with the simple protocol, which prepares nothing). */
  const preparedTexts = async () => (await fast.exec('select statement from pg_prepared_statements'))[0]!.rows.map((row) => row['statement'] as string);

  it('reads every column type as PGlite does, in both row modes, with and without parameters', async () => {
    const text = 'select * from t where id >= $1 order by id';
    for (let i = 0; i < 3; i += 1) {
      const rows = (await both(text, [1])).rows;
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({ name: 'a', amount: '10.50', flag: true, doc: { k: [1, 'x'] }, tags: ['x', 'y z'], counts: [1, 2] });
      expect((await both(text, [2], DRIZZLE_OPTIONS)).rows).toEqual([[2, 'b', null, null, null, null, null, null, null, null, null]]);
    }
    await both('select $1::timestamptz as at, $2::jsonb as doc, $3::int[] as list, $4::bytea as blob, $5::bool as yes, $6::text as none', [
      new Date('2026-11-27T05:00:00Z'),
      { a: [1, 2] },
      [3, 4],
      new Uint8Array([1, 2, 255]),
      false,
      null,
    ]);
    await both('select count(*) as n from t');
    expect(await preparedTexts()).toContain(text);
  });

  it('writes: affected rows, returning, and the same unique-violation error with the query attached', async () => {
    await both('update t set flag = $1 where name = $2', [false, 'zzz']);
    const inserted = await both('insert into t (name, amount) values ($1, $2) returning name, amount', ['c', '1.5']);
    expect(inserted.rows).toEqual([{ name: 'c', amount: '1.50' }]);
    const deleted = await both('delete from t where name = $1', ['c']);
    expect(deleted.affectedRows).toBe(1);
    const text = 'insert into t (name) values ($1)';
    for (let i = 0; i < 2; i += 1) {
      const [a, b] = await Promise.allSettled([fast.query(text, ['a']), plain.query(text, ['a'])]);
      expect(a.status).toBe('rejected');
      expect(b.status).toBe('rejected');
      const [fastError, plainError] = [(a as PromiseRejectedResult).reason, (b as PromiseRejectedResult).reason];
      expect(fastError).toMatchObject({ code: '23505', constraint: 't_name_key', query: text, params: ['a'] });
      expect(fastError.message).toBe(plainError.message);
      expect(fastError.constructor).toBe(plainError.constructor);
    }
    // A statement that does not parse fails the same way, and the session is usable after either error.
    await expect(fast.query('select from nowhere where', [])).rejects.toMatchObject({ code: '42601', query: 'select from nowhere where' });
    expect((await both('select count(*)::int as n from t')).rows).toEqual([{ n: 2 }]);
  });

  it('a statement whose table changed is prepared again; transaction control and DDL keep PGlite’s own path', async () => {
    await Promise.all([fast.exec('create table shape (a int); insert into shape values (1)'), plain.exec('create table shape (a int); insert into shape values (1)')]);
    const nameOf = async (text: string) =>
      (await fast.exec(`select name from pg_prepared_statements where statement = '${text}'`))[0]!.rows.map((row) => row['name']);
    await both('select * from shape');
    const [before] = await nameOf('select * from shape');
    expect(before).toBeDefined();
    await Promise.all([fast.exec('alter table shape add column b text'), plain.exec('alter table shape add column b text')]);
    expect((await both('select * from shape')).rows).toEqual([{ a: 1, b: null }]);
    // PostgreSQL refused the old statement ("cached plan must not change result type"): it was closed and prepared again.
    const after = await nameOf('select * from shape');
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before);
    await Promise.all([fast.query('drop table shape'), plain.query('drop table shape')]);
    expect(await preparedTexts()).not.toContain('drop table shape');
  });

  it('never runs inside another caller’s transaction: it waits for the commit', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = fast.transaction(async (tx) => {
      await tx.query('update t set amount = 99 where name = $1', ['b']);
      await held;
      await tx.query('update t set amount = 100 where name = $1', ['b']);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const read = fast.query<{ amount: string }>('select amount from t where name = $1', ['b']);
    release();
    await transaction;
    expect((await read).rows).toEqual([{ amount: '100.00' }]);
    // A rolled-back transaction leaves the prepared statements working.
    await expect(
      fast.transaction(async (tx) => {
        await tx.query('update t set amount = 1 where name = $1', ['b']);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await fast.query('select amount from t where name = $1', ['b'])).rows).toEqual([{ amount: '100.00' }]);
  });

  it('prepares at most maxStatements texts; the rest take PGlite’s own path with the same answers', async () => {
    for (let i = 0; i < 25; i += 1) await both(`select ${i}::int as n, name from t where id = $1`, [1]);
    const prepared = await preparedTexts();
    expect(prepared.length).toBe(20);
    expect(prepared).not.toContain('select 24::int as n, name from t where id = $1');
  });
});
