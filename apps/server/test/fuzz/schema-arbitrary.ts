// fast-check arbitraries derived from the JSON schemas of the OpenAPI document: values that follow
// a schema (so requests get past validation into the services), and hostile values that break it.
// No maintained bridge fits: zod-fast-check and json-schema-fast-check target zod 3 / fast-check 1.
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  $ref?: string;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

export type Resolve = (schema: JsonSchema) => JsonSchema;

/** `$ref`s point into the document's components. */
export function resolver(components: Record<string, JsonSchema> = {}): Resolve {
  return (schema) => {
    let s = schema;
    for (let i = 0; s.$ref && i < 20; i += 1) s = components[s.$ref.split('/').pop()!] ?? {};
    return s;
  };
}

const SHORT = 24;

function stringFor(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.max(min, Math.min(s.maxLength ?? SHORT, Math.max(SHORT, min)));
  switch (s.format) {
    case 'email':
      return fc.emailAddress().filter((e) => e.length <= (s.maxLength ?? 254));
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4102444800000) }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4102444800000) }).map((d) => d.toISOString().slice(0, 10));
    case 'uri':
      return fc.webUrl();
  }
  if (s.pattern) {
    try {
      const re = new RegExp(s.pattern, 'u');
      // The control-character rule excludes little: plain text mostly matches it, in any length.
      if (s.pattern.startsWith('^[^')) return fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }).filter((v) => re.test(v));
      return fc.stringMatching(re).filter((v) => v.length >= min && v.length <= (s.maxLength ?? Infinity));
    } catch {
      // A pattern JavaScript cannot compile with the u flag: fall back to plain text.
    }
  }
  return fc.string({ minLength: min, maxLength: max, unit: 'grapheme' });
}

function numberFor(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lo = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : undefined);
  const hi = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : undefined);
  if (integer) {
    const min = Math.max(lo ?? -(2 ** 31), Number.MIN_SAFE_INTEGER);
    const max = Math.min(hi ?? 2 ** 31 - 1, Number.MAX_SAFE_INTEGER);
    // Small ids find rows that exist; the full range finds the edges.
    return fc.oneof(fc.integer({ min: Math.max(min, 0), max: Math.max(Math.min(max, 60), Math.max(min, 0)) }), fc.integer({ min, max }), fc.constantFrom(min, max));
  }
  return fc.double({ min: lo ?? -1e9, max: hi ?? 1e9, noNaN: true, noDefaultInfinity: true });
}

/** Values that follow `schema` (as far as JSON Schema can say; zod refinements may still refuse them). */
export function valueFor(schema: JsonSchema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => valueFor(a, resolve, depth + 1)));
  if (s.allOf?.length) return valueFor(Object.assign({}, ...s.allOf.map(resolve)) as JsonSchema, resolve, depth + 1);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => valueFor({ ...s, type }, resolve, depth + 1)));
  if (depth > 6) return fc.constant(null);
  switch (types[0]) {
    case 'string':
      return stringFor(s);
    case 'integer':
      return numberFor(s, true);
    case 'number':
      return numberFor(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? valueFor(s.items, resolve, depth + 1) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 4, 4)),
      });
    case 'object':
    case undefined: {
      if (!s.properties) return types[0] === 'object' ? fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }) : fc.jsonValue({ maxDepth: 2 });
      const required = new Set(s.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, prop] of Object.entries(s.properties)) record[key] = valueFor(prop, resolve, depth + 1);
      return fc.record(record, { requiredKeys: Object.keys(s.properties).filter((k) => required.has(k)) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Strings a hostile client sends: control characters, injection and traversal, broken UTF-16, sizes. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0001\u0008\u000b\u001b[31m\u007f\u0085\u009f',
    '\t\r\n',
    "' OR '1'='1' --",
    "'; DROP TABLE users; --",
    '"\\',
    '%',
    '%00',
    '%zz',
    '\\x00',
    '../../../../etc/passwd',
    '..\\..\\..\\windows\\win.ini',
    '%2e%2e%2f%2e%2e%2f',
    '${jndi:ldap://127.0.0.1/a}',
    '{{7*7}}',
    '<script>alert(1)</script>',
    '\ud800',
    'a\udfffb\ud800',
    '\ufeff\u202e\u200b',
    '\uffff\ufffe',
    'NaN',
    '-Infinity',
    '1e309',
    '-0',
    '0x10',
    '',
    ' ',
    'null',
    'undefined',
    '__proto__',
    'constructor',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0x9f }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 20 }),
  fc.constantFrom(256, 1_001, 4_097, 70_000).map((n) => 'é'.repeat(n)),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
);

/** Any JSON value that is likely the wrong type or out of range. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308, -1e308, 0.5, Number.MIN_VALUE),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant({}),
  fc.constant([]),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
  fc.constantFrom(JSON.parse('{"__proto__":{"admin":true}}') as unknown, { constructor: { prototype: { x: 1 } } }),
  fc.integer({ min: 1, max: 3_000 }).map((n) => Array.from({ length: n }, (_, i) => i)),
);
