// The global error handler on a minimal app with one zod-validated route.
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, registerErrorHandling } from './errors';

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.post(
    '/echo',
    { schema: { body: z.object({ items: z.array(z.object({ name: z.string().min(1) })) }) } },
    async (request) => ({ data: request.body }),
  );
  app.get('/business', async () => {
    throw new AppError('FAVORITE_GROUP_UNIQUE_EXCEPTION', 400, 'A folder with the same name already exists', 'name');
  });
  app.get('/boom', async () => {
    throw new Error('secret internals: password=hunter2');
  });
  app.get('/bad-output', { schema: { response: { 200: z.object({ data: z.number() }) } } }, async () => ({ data: 'x' }) as never);
  await app.ready();
});
afterAll(() => app.close());

describe('error handling', () => {
  it('malformed JSON -> 400 VALIDATION_ERROR on the body', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '{"items":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [expect.objectContaining({ code: 'VALIDATION_ERROR', field: 'body' })] });
  });

  it('an invalid nested field is named by its path', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { items: [{ name: 'a' }, { name: '' }] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'items.1.name' });
  });

  it('a wrong content type -> 415', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json().errors[0].code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('business errors keep their code, message and field', async () => {
    const res = await app.inject({ url: '/business' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      code: 'FAVORITE_GROUP_UNIQUE_EXCEPTION',
      message: 'A folder with the same name already exists',
      field: 'name',
    });
  });

  it('unexpected errors -> 500 INTERNAL_ERROR without internals', async () => {
    for (const url of ['/boom', '/bad-output']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ errors: [{ code: 'INTERNAL_ERROR', message: 'Internal server error' }] });
      expect(res.body).not.toContain('hunter2');
    }
  });
});
