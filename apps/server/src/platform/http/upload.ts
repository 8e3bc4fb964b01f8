// Reads the one `file` part of a multipart upload into memory (the size cap applies while
// streaming: a larger file is 413 before it is buffered whole).
import type { FastifyRequest } from 'fastify';
import { validationError } from '../errors';

export async function readFilePart(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  let bytes: Buffer | null = null;
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024 } })) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      if (part.fieldname === 'file') bytes = buffer;
    }
  }
  if (!bytes?.length) throw validationError('file', 'Attach the file as the `file` part');
  return bytes;
}
