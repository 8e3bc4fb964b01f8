// Reads a media message upload: one `file` part plus the text fields, in any order.
import type { FastifyRequest } from 'fastify';
import { mediaMessageFields } from '@glossa/contract';
import { validationError } from '../../platform/errors';

export async function readMediaUpload(request: FastifyRequest, maxBytes: number) {
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 16 * 1024, parts: 5 } });
  for await (const part of parts) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      if (part.fieldname === 'file') bytes = buffer;
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  if (!bytes || !bytes.length) throw validationError('file', 'Attach the file as the `file` part');
  const parsed = mediaMessageFields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw validationError(issue?.path.join('.') || 'body', issue?.message ?? 'Invalid input');
  }
  return { ...parsed.data, bytes };
}
