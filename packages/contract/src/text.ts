// Text fields of user input: one rule for control characters. NUL cannot be stored in PostgreSQL
// text and the others only hide content; tab, line feed and carriage return stay in multi-line
// texts, single-line texts refuse them as well.
import { z } from 'zod';

export const CONTROL_CHARS_MESSAGE = 'Must not contain control characters';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const MULTILINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const LINE_CONTROL = /[\u0000-\u001f\u007f]/;

export function hasControlChars(s: string, multiline = true): boolean {
  return (multiline ? MULTILINE_CONTROL : LINE_CONTROL).test(s);
}

interface TextOptions {
  min?: number;
  max: number;
  /** Message when shorter than `min` (the spec's too-short texts). */
  tooShort?: string;
  /** Keep leading and trailing spaces (runs of formatted text that join into one line). */
  keepEdges?: boolean;
}

/** One line: NFC, whitespace runs collapsed, trimmed, no control characters. */
export function lineText({ min = 1, max, tooShort }: TextOptions) {
  return z
    .string()
    .refine((s) => !hasControlChars(s, false), { message: CONTROL_CHARS_MESSAGE })
    .transform((s) => s.normalize('NFC').replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(min, tooShort ?? (min === 1 ? 'Required' : `At least ${min} characters`)).max(max));
}

/** Several lines: NFC, trimmed, line breaks kept (CRLF -> LF), no other control characters. */
export function multilineText({ min = 1, max, tooShort, keepEdges = false }: TextOptions) {
  return z
    .string()
    .refine((s) => !hasControlChars(s), { message: CONTROL_CHARS_MESSAGE })
    .transform((s) => {
      const text = s.normalize('NFC').replace(/\r\n?/g, '\n');
      return keepEdges ? text : text.trim();
    })
    .pipe(z.string().min(min, tooShort ?? (min === 1 ? 'Required' : `At least ${min} characters`)).max(max));
}

/** A uuid in a path or query parameter (any version; compared as text never reaches SQL malformed). */
export const uuidParam = z.uuid({ message: 'Must be a UUID' }).meta({ example: '0196f1c2-7b3a-7c1e-9a1b-2f3c4d5e6f70' });
