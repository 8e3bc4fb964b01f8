// Hostile HTTP requests for one operation of the OpenAPI document, and a raw sender (node:http,
// so paths keep their `..`, bad escapes and bytes exactly as generated; fetch would normalize them).
import http from 'node:http';
import fc from 'fast-check';
import { hostileString, hostileValue, valueFor, type JsonSchema, type Resolve } from './schema-arbitrary';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  /** Operations with security need a member; the fuzzer sends them as a guest too. */
  secured: boolean;
}

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** What was varied, for the report. */
  variant: string;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; security?: unknown[] }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document (so endpoints added later are fuzzed without a change here). */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
        secured: (op.security ?? []).some((s) => Object.keys(s as object).length > 0),
      });
    }
  }
  return ops;
}

export type Values = { path: Record<string, unknown>; query: Record<string, unknown>; header: Record<string, unknown>; body: unknown };

export function validValues(op: Operation, resolve: Resolve): fc.Arbitrary<Values> {
  const part = (where: Parameter['in']) => {
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    const required: string[] = [];
    for (const p of op.parameters.filter((x) => x.in === where)) {
      record[p.name] = valueFor(p.schema ?? { type: 'string' }, resolve);
      if (p.required || where === 'path') required.push(p.name);
    }
    return fc.record(record, { requiredKeys: required });
  };
  return fc.record({
    path: part('path'),
    query: part('query'),
    header: part('header'),
    body: op.body ? valueFor(op.body, resolve) : fc.constant(undefined),
  });
}

/** Path segments sent without escaping: traversal, bad escapes, encoded NUL and slashes. */
const rawSegment = fc.constantFrom('..', '../..', '..%2f..%2fetc%2fpasswd', '%2e%2e', '%00', '%zz', '%c0%ae%c0%ae', '%ff%fe', '.', '%2F', ';', "'%20OR%201=1--", '%E2%80%AE');

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as any client would send it). */
function encodeSegment(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');
  return encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
}

function queryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) parts.push(`${encodeURIComponent(key)}[]=${encodeSegment(v)}`);
    else parts.push(`${encodeURIComponent(key)}=${encodeSegment(value)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Header values must be latin-1 without control characters, or Node refuses to send them. */
function headerValue(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? '';
  return text.replace(/[^\x20-\x7e]/g, '?').slice(0, 2000);
}

const bodyKinds = fc.constantFrom('json', 'invalid-json', 'invalid-utf8', 'oversized', 'deep', 'deep-nul', 'form', 'text', 'multipart', 'none');

/** A multipart body whose "file" starts like a real type and then is not: the checks of uploads. */
const wellFormedMultipart = fc
  .record({
    magic: fc.constantFrom('ID3', 'OggS', 'RIFF____WAVE', '\x89PNG\r\n\x1a\n', '\xff\xd8\xff', 'GIF89a', '\x1aE\xdf\xa3', '<html>', ''),
    tail: hostileString,
    field: hostileString,
    type: fc.constantFrom('image/png', 'audio/mpeg', 'application/octet-stream', 'text/html', ''),
  })
  .map(({ magic, tail, field, type }) => {
    const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
    const file = Buffer.concat([Buffer.from(magic, 'latin1'), Buffer.from(tail)]);
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="field"\r\n\r\n${field}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${headerValue(field)}"\r\nContent-Type: ${type}\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
  });

/** Multipart the parser itself refuses: no or an empty boundary, a body cut short, a broken part header. */
const malformedMultipart = fc
  .record({
    contentType: fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; charset=utf-8', 'multipart/form-data; boundary=b', 'multipart/form-data; boundary="'),
    body: fc.constantFrom('hello', '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG', '--b\r\nno header\r\n\r\nx\r\n--b--\r\n', '--b--', ''),
  })
  .map(({ contentType, body }) => ({ payload: Buffer.from(body, 'latin1'), contentType }));

const multipartBody = fc.oneof({ weight: 3, arbitrary: wellFormedMultipart }, { weight: 1, arbitrary: malformedMultipart });

const OVERSIZED = Buffer.from(JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) }));
const DEEP = Buffer.from(`${'['.repeat(50_000)}${']'.repeat(50_000)}`);
const DEEP_NUL = Buffer.from(`{"a":${'['.repeat(50_000)}"\\u0000"${']'.repeat(50_000)}}`);

function bodyOf(kind: string, value: unknown, multipart: { payload: Buffer; contentType: string }): { body?: Buffer; contentType?: string } {
  switch (kind) {
    case 'json':
      return { body: Buffer.from(JSON.stringify(value ?? {}) ?? 'null'), contentType: 'application/json' };
    case 'invalid-json':
      return { body: Buffer.from('{"a":'), contentType: 'application/json' };
    case 'invalid-utf8':
      return { body: Buffer.concat([Buffer.from('{"text":"'), Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0xed, 0xa0, 0x80]), Buffer.from('"}')]), contentType: 'application/json; charset=utf-8' };
    case 'oversized':
      return { body: OVERSIZED, contentType: 'application/json' };
    case 'deep':
      return { body: DEEP, contentType: 'application/json' };
    case 'deep-nul':
      return { body: DEEP_NUL, contentType: 'application/json' };
    case 'form':
      return { body: Buffer.from('a=1&b=%00'), contentType: 'application/x-www-form-urlencoded' };
    case 'text':
      return { body: Buffer.from(JSON.stringify(value ?? {})), contentType: 'text/plain' };
    case 'multipart':
      return { body: multipart.payload, contentType: multipart.contentType };
    default:
      return {};
  }
}

/**
 * Requests for `op`: values that follow the schemas, with one part made hostile (a parameter or a
 * body field of the wrong type, size or content, a raw path segment, a broken or foreign body).
 */
export function requestsFor(op: Operation, resolve: Resolve, authorization?: string): fc.Arbitrary<FuzzRequest> {
  const names = op.parameters.map((p) => `${p.in}:${p.name}`);
  const bodyFields = Object.keys(resolve(op.body ?? {}).properties ?? {}).map((k) => `body:${k}`);
  const targets = [...names, ...bodyFields, 'body', 'raw-path', 'valid'];
  return fc
    .record({
      values: validValues(op, resolve),
      target: fc.constantFrom(...targets),
      hostile: hostileValue,
      raw: rawSegment,
      bodyKind: op.body ? fc.oneof({ weight: 6, arbitrary: fc.constant('json') }, bodyKinds) : bodyKinds,
      multipart: multipartBody,
      wrongAuth: fc.constantFrom(false, false, false, false, true),
    })
    .map(({ values, target, hostile, raw, bodyKind, multipart, wrongAuth }) => {
      const [where, name] = target.includes(':') ? (target.split(/:(.*)/s) as [string, string]) : [target, ''];
      if (where === 'path') values.path[name] = hostile;
      if (where === 'query') values.query[name] = hostile;
      if (where === 'header') values.header[name] = hostile;
      if (where === 'body' && name) values.body = { ...(values.body as object), [name]: hostile };
      if (where === 'body' && !name) values.body = hostile;
      const kind = where === 'valid' || where === 'body' ? 'json' : bodyKind;
      return assemble(op, values, {
        authorization: authorization && wrongAuth ? 'Bearer not.a.token' : authorization,
        rawPath: where === 'raw-path' ? raw : undefined,
        bodyKind: kind,
        multipart,
        variant: where === 'valid' ? 'schema values' : `${target} hostile, body ${kind}`,
      });
    });
}

/** The request for `values`: path parameters escaped (or one raw segment), query, headers, body. */
export function assemble(
  op: Operation,
  values: Values,
  options: { authorization?: string; rawPath?: string; bodyKind?: string; multipart?: { payload: Buffer; contentType: string }; variant: string },
): FuzzRequest {
  let path = op.path.replace(/\{([^}]+)\}/g, (_m, p: string) => options.rawPath ?? encodeSegment(values.path[p] ?? '1'));
  path += queryString(values.query);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(values.header)) if (v !== undefined) headers[k] = headerValue(v);
  if (options.authorization) headers.authorization = options.authorization;
  const kind = op.method === 'GET' ? 'none' : (options.bodyKind ?? 'json');
  const { body, contentType } = bodyOf(kind, values.body, options.multipart ?? { payload: Buffer.alloc(0), contentType: 'multipart/form-data' });
  if (contentType) headers['content-type'] = contentType;
  return { method: op.method, path, headers, body, variant: options.variant };
}

export interface FuzzResponse {
  status: number;
  body: string;
}

// One connection per request: a keep-alive socket the server closed after an error answer (413,
// 431) could be reused before the close is seen, and that would look like a dropped request.
const agent = new http.Agent({ keepAlive: false, maxSockets: 8 });

/** Sends one request as is; a dropped connection or no answer within 30 s rejects. */
export function send(base: URL, request: FuzzRequest): Promise<FuzzResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: base.hostname, port: base.port, method: request.method, path: request.path, headers: { ...request.headers, ...(request.body ? { 'content-length': String(request.body.length) } : {}) }, agent, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 30 s')));
    req.on('error', reject);
    req.end(request.body);
  });
}

export function closeAgent(): void {
  agent.destroy();
}

/** The failure report: operation, request and response, cut to a readable size. */
export function describeFailure(op: Operation, who: string, request: FuzzRequest, outcome: FuzzResponse | Error): string {
  const cut = (s: string, n = 600) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);
  const body = request.body ? cut(JSON.stringify(request.body.toString('utf8'))) : '(none)';
  const answer = outcome instanceof Error ? `no answer: ${outcome.message}` : `${outcome.status} ${cut(outcome.body, 400)}`;
  return [
    `${op.method} ${op.path} as ${who} (${request.variant})`,
    `  request:  ${request.method} ${cut(request.path, 400)}`,
    `  headers:  ${cut(JSON.stringify({ ...request.headers, authorization: request.headers.authorization ? '…' : undefined }), 300)}`,
    `  body:     ${body}`,
    `  response: ${answer}`,
  ].join('\n');
}
