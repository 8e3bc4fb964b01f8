// Named prepared statements on PGlite, for the statements that are named on PostgreSQL too (the hot
// reads: `preparedRows`, the dictionary's `compiledRows`; written for generic plans). PGlite's
// query() has none: every call parses and plans its statement again and sends six protocol
// messages (parse, describe, bind, describe, execute, sync), each its own call into WebAssembly.
// `withPreparedStatements` gives drizzle a PGlite whose top-level query() of a marked text parses
// and describes it once (its plan then cached by PostgreSQL as for any prepared statement) and
// runs each call as one Bind + Execute + Sync. Measured on a trivial statement: 170 µs per call
// instead of 350-420; on eng-deu, the live dictionary search 4-5.7 times the requests per second
// and autocomplete 3.7-4 times (bench/dictionary/results.md, ninth session). Preparing every
// statement instead made a long-tailed search load 2-4 times slower: statements not written for
// generic plans got worse ones.
import { parse as results, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';

type Message = { name: string } & Record<string, unknown>;

interface Prepared {
  name: string;
  paramTypes: number[];
  /** The statement's RowDescription, put before each call's rows (no Describe per call). */
  fields: Message | null;
}

/** Statements kept per database; the least recently used one is closed beyond this. */
const KEPT = 500;
const READ = /^\s*select\b/i;

const kept = new WeakMap<PGlite, Map<string, Prepared>>();
/** The texts to prepare (bounded: the shapes of the hot statements). */
const marked = new Set<string>();

/** Marks a statement's text to be prepared on PGlite, as the name given it prepares it on PostgreSQL. */
export function prepareOnPglite(text: string): void {
  marked.add(text);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The backend's messages; its first error is thrown, as PGlite's query() throws it. */
async function exchange(client: PGlite, parts: Uint8Array[]): Promise<Message[]> {
  const raw = await client.execProtocolRaw(concat([...parts, protocol.serialize.sync()]), { syncToFs: false });
  const messages: Message[] = [];
  new protocol.Parser().parse(raw, (m: unknown) => messages.push(m as Message));
  const error = messages.find((m) => m.name === 'error');
  if (error) throw error;
  return messages;
}

async function statementOf(client: PGlite, text: string): Promise<Prepared> {
  let statements = kept.get(client);
  if (!statements) kept.set(client, (statements = new Map()));
  const found = statements.get(text);
  if (found) {
    // Map order is insertion order: moved to the end, it is the most recently used.
    statements.delete(text);
    statements.set(text, found);
    return found;
  }
  const name = `pglite_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
  const described = await exchange(client, [
    protocol.serialize.parse({ name, text, types: [] }),
    protocol.serialize.describe({ type: 'S', name }),
  ]);
  const types = described.find((m) => m.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
  const statement = { name, paramTypes: types?.dataTypeIDs ?? [], fields: described.find((m) => m.name === 'rowDescription') ?? null };
  statements.set(text, statement);
  if (statements.size > KEPT) {
    const [oldText, oldest] = statements.entries().next().value!;
    statements.delete(oldText);
    await exchange(client, [protocol.serialize.close({ type: 'S', name: oldest.name })]);
  }
  return statement;
}

/** query() through a prepared statement, under PGlite's own locks (never inside another caller's transaction). */
async function preparedQuery<T>(client: PGlite, text: string, params: readonly unknown[], options?: QueryOptions): Promise<Results<T>> {
  await client._checkReady();
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const { name, paramTypes, fields } = await statementOf(client, text);
      const values = params.map((v, i) => {
        if (v === null || v === undefined) return null;
        const serializer = options?.serializers?.[paramTypes[i]!] ?? client.serializers[paramTypes[i]!];
        return serializer ? (serializer(v) as string) : String(v);
      });
      const answer = await exchange(client, [protocol.serialize.bind({ statement: name, values }), protocol.serialize.execute({})]);
      // What query() does after a statement outside a transaction, for one that may write (a
      // no-op on the node filesystem; in a browser it persists).
      if (!READ.test(text)) await client.syncToFs();
      const [result] = results.parseResults((fields ? [fields, ...answer] : answer) as never, client.parsers, options);
      return result as Results<T>;
    }),
  );
}

/**
 * The PGlite drizzle is given: query() of a marked text (outside transactions: a transaction's
 * queries go through its own object) runs as a prepared statement; everything else is PGlite's own.
 */
export function withPreparedStatements(client: PGlite): PGlite {
  const query = (text: string, params?: unknown[], options?: QueryOptions) =>
    marked.has(text) && !options?.blob && !options?.paramTypes
      ? preparedQuery(client, text, params ?? [], options)
      : client.query(text, params, options);
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query;
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
