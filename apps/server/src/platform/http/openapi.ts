// OpenAPI 3 generated from the contract's zod schemas: it cannot drift from the code.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { LINE_PATTERN, TEXT_PATTERN } from '@glossa/contract';
import { takesIdempotencyKey } from '@glossa/contract/idempotency';

type Json = Record<string, unknown>;

/**
 * Shows the control-character rule (platform/http/validation.ts) on every request string that does
 * not state a stricter shape itself, so the document tells clients what the server refuses.
 */
function documentTextRule(schema: unknown, pattern: string): void {
  const stack: unknown[] = [schema];
  while (stack.length) {
    const s = stack.pop();
    if (!s || typeof s !== 'object') continue;
    const node = s as Json;
    const types = Array.isArray(node.type) ? node.type : [node.type];
    if (types.includes('string') && !node.pattern && !node.format && !node.enum && node.const === undefined) node.pattern = pattern;
    for (const value of Object.values(node)) if (value && typeof value === 'object') stack.push(value);
  }
}

const transform: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const schema = out.schema as Json;
  documentTextRule(schema.body, TEXT_PATTERN.source);
  documentTextRule(schema.querystring, TEXT_PATTERN.source);
  documentTextRule(schema.params, LINE_PATTERN.source);
  const methods = [input.route?.method ?? []].flat() as string[];
  if (methods.some((m) => takesIdempotencyKey(m, input.url))) {
    const headers = (schema.headers as Json | undefined) ?? { type: 'object', properties: {} };
    (headers.properties as Json)['idempotency-key'] = {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      pattern: '^[\\x21-\\x7e]+$',
      description:
        'Optional. The same key from the same member within 24 h answers the first 2xx answer again (Idempotent-Replayed: true) instead of creating twice. ' +
        '400 IDEMPOTENCY_KEY_INVALID, 422 IDEMPOTENCY_KEY_REUSED (another request), 409 IDEMPOTENCY_KEY_IN_USE (still running; Retry-After).',
    };
    schema.headers = headers;
  }
  return out;
};

export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Glossa API',
        version,
        description:
          'Collaborative dictionary and language-learning community. Answers are `{"data": ...}`; ' +
          'errors are `{"errors":[{"code","message","field"}]}`. Send the interface language as the `local` header.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
