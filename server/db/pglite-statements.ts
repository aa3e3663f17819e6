import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * PGlite's `query` sends each statement as six separate calls into the WASM Postgres (parse, describe the
 * statement, bind, describe the portal, execute, sync), parses the SQL again every time, and merges the
 * result parsers into a new object per call (issue 25: 2–2.5 ms of CPU per statement in the app). This
 * replaces the client's `query` by one that prepares each statement text once as a named statement (parse and
 * describe once, PostgreSQL's plan cache then serves it) and afterwards sends bind, execute and sync in one call.
 *
 * Same results and errors as PGlite's own `query`: the parameters are serialized by the types PostgreSQL
 * described (PGlite's serializers), the rows parsed by PGlite's `parseResults` with the same parsers, a
 * database error is thrown with the query attached, and the call takes the same two mutexes (no statement runs
 * inside another's transaction), reads the answer as PGlite's `query` does (`execProtocolStream`) and syncs to the
 * file system afterwards as PGlite does outside a transaction.
 * Only data statements (select, insert, update, delete, with) take this path; the rest, and statements inside
 * `transaction()` (PGlite's transaction object calls its own private query), are PGlite's unchanged.
 * A named statement whose result shape changed under it (a table altered) or that is gone is prepared again.
 */
export function usePreparedStatements(client: PGlite, options: { maxStatements?: number } = {}): void {
  const maxStatements = options.maxStatements ?? 500;
  const plainQuery = client.query.bind(client);
  const statements = new Map<string, Statement>();
  const mergedParsers = new WeakMap<object, Parsers>();
  let nextName = 0;
  const internals = client as unknown as Internals;

  const parsersFor = (queryOptions: QueryOptions | undefined): Parsers => {
    const extra = queryOptions?.parsers;
    if (!extra) return client.parsers;
    let merged = mergedParsers.get(extra);
    if (!merged) {
      merged = { ...client.parsers, ...extra };
      mergedParsers.set(extra, merged);
    }
    return merged;
  };

  const prepare = async (text: string): Promise<Statement> => {
    const name = `takaplay_${nextName++}`;
    const messages = await client.execProtocolStream(join(protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()), {
      syncToFs: false,
    });
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    statements.set(text, statement);
    return statement;
  };

  const run = async <T>(text: string, params: unknown[], queryOptions: QueryOptions | undefined, retried: boolean): Promise<Results<T>> => {
    const statement = statements.get(text) ?? (await prepare(text));
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i] ?? 0;
      const serialize = queryOptions?.serializers?.[oid] ?? client.serializers[oid];
      return serialize ? serialize(param) : String(param);
    });
    let messages;
    try {
      messages = await client.execProtocolStream(join(protocol.serialize.bind({ statement: statement.name, values }), protocol.serialize.execute({}), protocol.serialize.sync()), {
        syncToFs: false,
      });
    } catch (error) {
      if (!retried && preparedAgainOn(error)) {
        statements.delete(text);
        await client.execProtocolStream(join(protocol.serialize.close({ type: 'S', name: statement.name }), protocol.serialize.sync()), { syncToFs: false });
        return run(text, params, queryOptions, true);
      }
      throw attachQuery(error, text, params, queryOptions);
    }
    await client.syncToFs();
    const all = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(all, parsersFor(queryOptions), queryOptions?.rowMode ? { rowMode: queryOptions.rowMode } : undefined)[0] as Results<T>;
  };

  client.query = async <T>(text: string, params: unknown[] = [], queryOptions?: QueryOptions): Promise<Results<T>> => {
    const fits = DATA_STATEMENT.test(text) && !queryOptions?.blob && !queryOptions?.paramTypes && !queryOptions?.onNotice;
    if (!fits || (!statements.has(text) && statements.size >= maxStatements)) return plainQuery<T>(text, params, queryOptions);
    await internals['_checkReady']();
    return internals['_runExclusiveTransaction'](() =>
      internals['_runExclusiveQuery'](async () => {
        try {
          return await run<T>(text, params, queryOptions, false);
        } catch (error) {
          // PGlite's parse error on a statement prepared in this call: same error, query attached.
          throw attachQuery(error, text, params, queryOptions);
        }
      }),
    );
  };
}

type Parsers = PGlite['parsers'];
type BackendMessage = Parameters<typeof parse.parseResults>[0][number];
type Statement = { name: string; paramTypes: number[]; rowDescription: BackendMessage | undefined };
/** PGlite's own mutexes and readiness check (public in its JavaScript, not in its types). */
type Internals = {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
};

/** Statements that run as they are in the extended protocol (not transaction control, not DDL). */
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;
/**
 * The errors PostgreSQL raises before running a named statement whose table changed under it ("cached plan must
 * not change result type", SQLSTATE 0A000, a code other errors share) or which is gone (26000): nothing ran.
 */
function preparedAgainOn(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (code === '0A000' && message === 'cached plan must not change result type') || code === '26000';
}

function join(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** As PGlite's `makePGliteError`: the database error carries the query, its parameters and options. */
function attachQuery(error: unknown, query: string, params: unknown[], queryOptions: QueryOptions | undefined): unknown {
  if (error && typeof error === 'object' && 'code' in error && !('query' in error)) Object.assign(error, { query, params, queryOptions });
  return error;
}
