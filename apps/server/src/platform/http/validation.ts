// Request validation: the route's contract schema, behind the contract's control-character rule for
// every string of the body, the query and the path (path parameters are one line). A field whose
// schema forgot the rule still answers 400 naming it, so a NUL byte never reaches PostgreSQL.
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { withoutControlChars } from '@glossa/contract';

export const validateRequestPart: FastifySchemaCompiler<z.ZodType> = (route) =>
  route.httpPart === 'headers'
    ? validatorCompiler(route)
    : validatorCompiler({ ...route, schema: withoutControlChars(route.schema, route.httpPart === 'params') });
