// The one rule for text that comes from a client: which control characters are refused.
//
// Refused everywhere: C0 controls (U+0000-U+001F) except tab, line feed and carriage return,
// DEL (U+007F) and the C1 controls (U+0080-U+009F). NUL cannot even be stored in PostgreSQL text
// (`invalid byte sequence for encoding "UTF8": 0x00`), and none of them is ever typed by a person.
// Kept in free text (messages, comments, profile texts, search): tab, LF and CR.
// Refused too in one-line values (names, nicknames, codes, path parameters): tab, LF and CR.
//
// Schemas use `text()` or `line()` so the rule shows as `pattern` in the OpenAPI document; the
// server also applies `withoutControlChars` to every request part and socket command, so a field
// written without the helpers still answers 400, never 500.
import { z } from 'zod';

/* eslint-disable no-control-regex -- finding control characters is the point */
export const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
export const LINE_CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;
export const TEXT_PATTERN = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;
export const LINE_PATTERN = /^[^\u0000-\u001f\u007f-\u009f]*$/;
/* eslint-enable no-control-regex */

export const CONTROL_CHARS_MESSAGE = 'Must not contain control characters';

export const hasControlChars = (s: string): boolean => CONTROL_CHARS.test(s);
export const hasLineControlChars = (s: string): boolean => LINE_CONTROL_CHARS.test(s);

/** Free text from a client: keeps tab and line breaks, refuses every other control character. */
export const text = () => z.string().regex(TEXT_PATTERN, CONTROL_CHARS_MESSAGE);

/** A one-line value: no control character at all, tab and line breaks included. */
export const line = () => z.string().regex(LINE_PATTERN, CONTROL_CHARS_MESSAGE);

/** Where in `value` (object keys included) the first string breaking the rule is, or null. */
export function findControlChars(value: unknown, oneLine = false): (string | number)[] | null {
  const bad = oneLine ? LINE_CONTROL_CHARS : CONTROL_CHARS;
  interface Node {
    value: unknown;
    key: string | number | null;
    parent: Node | null;
  }
  const pathOf = (node: Node, last?: string) => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let n: Node | null = node; n && n.key !== null; n = n.parent) path.push(n.key);
    return path.reverse();
  };
  // Iterative, paths built only on a hit: a hostile body may nest deeper than the call stack.
  const stack: Node[] = [{ value, key: null, parent: null }];
  while (stack.length) {
    const node = stack.pop()!;
    const v = node.value;
    if (typeof v === 'string') {
      if (bad.test(v)) return pathOf(node);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i -= 1) stack.push({ value: v[i], key: i, parent: node });
    } else if (v !== null && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        if (bad.test(key)) return pathOf(node, key);
        stack.push({ value: child, key, parent: node });
      }
    }
  }
  return null;
}

/**
 * `schema`, refusing first any string anywhere in the input that breaks the rule (400 naming the
 * field). The server wraps every route schema and socket command schema with it.
 */
export function withoutControlChars<S extends z.ZodType>(schema: S, oneLine = false) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      const path = findControlChars(value, oneLine);
      if (path) ctx.addIssue({ code: 'custom', message: CONTROL_CHARS_MESSAGE, path, input: value });
    })
    .pipe(schema);
}

interface TextOptions {
  min?: number;
  max: number;
  /** Message when shorter than `min` (the spec's too-short texts). */
  tooShort?: string;
  /** Keep leading and trailing spaces (runs of formatted text that join into one line). */
  keepEdges?: boolean;
}

const tooShortMessage = (min: number, tooShort?: string) => tooShort ?? (min === 1 ? 'Required' : `At least ${min} characters`);

/** One line: NFC, whitespace runs collapsed, trimmed, no control characters. */
export function lineText({ min = 1, max, tooShort }: TextOptions) {
  return line()
    .transform((s) => s.normalize('NFC').replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(min, tooShortMessage(min, tooShort)).max(max));
}

/** Several lines: NFC, trimmed, line breaks kept (CRLF -> LF), no other control characters. */
export function multilineText({ min = 1, max, tooShort, keepEdges = false }: TextOptions) {
  return text()
    .transform((s) => {
      const normalized = s.normalize('NFC').replace(/\r\n?/g, '\n');
      return keepEdges ? normalized : normalized.trim();
    })
    .pipe(z.string().min(min, tooShortMessage(min, tooShort)).max(max));
}

/** A uuid in a path or query parameter (any version). */
export const uuidParam = z.uuid({ message: 'Must be a UUID' }).meta({ example: '0196f1c2-7b3a-7c1e-9a1b-2f3c4d5e6f70' });
