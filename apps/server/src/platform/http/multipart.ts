// The one multipart configuration of every upload route: @fastify/multipart with tight limits
// (one file, a few small fields) and its parser's refusals answered as client errors. A header
// without a boundary or a body cut short surfaces from the parser as a plain Error (busboy's),
// which errors.ts would otherwise answer 500.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

export interface UploadLimits {
  /** Largest file in bytes: 413 PAYLOAD_TOO_LARGE beyond it. */
  fileSize: number;
  fields?: number;
  parts?: number;
}

export async function registerMultipart(app: FastifyInstance, limits: UploadLimits): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fields: 4, parts: 5, fieldSize: 16 * 1024, headerPairs: 20, ...limits } });
}

/** busboy's and dicer's messages for a malformed body or header (they carry no code). */
const MALFORMED = /boundary not found|unexpected end of (multipart data|form)|malformed part header|terminated early|unsupported content type|multipart/i;

/** A multipart parser error that the client caused (a bad header or body), not a server fault. */
export function isMalformedMultipart(err: { code?: unknown; statusCode?: unknown; message?: unknown }): boolean {
  return err.code === undefined && err.statusCode === undefined && typeof err.message === 'string' && MALFORMED.test(err.message);
}
