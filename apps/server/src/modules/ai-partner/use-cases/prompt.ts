// What the partner is told: speak the learner's language at their level, correct gently. A
// correction comes first, on one line `CORRECTION: <the learner's message, corrected>`, so the web
// can show it the way chat corrections are shown; the rest is the reply.
import { findLanguage } from '@glossa/contract';
import type { AiChatMessage } from '../../../platform/ai-chat/index';
import type { AiMessageRow } from '../repository';
import { MARK_INSTRUCTION, entriesPrompt, type PromptEntry } from './dictionary';

const LEVEL_HINT: Record<string, string> = {
  NATIVE: 'a native speaker',
  EXPERT: 'at an expert level',
  ADVANCED: 'at an advanced level',
  BASE: 'at a basic level: use common words and short sentences',
  ELEMENTARY: 'a beginner: use very simple words and short sentences',
};

export function languageName(code: string): string {
  const known = findLanguage(code);
  // Intl names a language by its ISO 639-1 code, or by 639-2/T when it has none (ast, kha).
  const tag = known?.code_two_signs ?? known?.code_terminology;
  try {
    return (tag && new Intl.DisplayNames(['en'], { type: 'language' }).of(tag)) || code;
  } catch {
    return code;
  }
}

export function systemPrompt(lang: string, level: string | null, dictionary?: { entries: PromptEntry[]; native: string }): string {
  const name = languageName(lang);
  const entries = dictionary ? entriesPrompt(dictionary.entries, languageName(dictionary.native)) : '';
  return [
    `You are a friendly conversation partner for someone learning ${name}. Always answer in ${name}.`,
    `The learner is ${LEVEL_HINT[level ?? ''] ?? 'at an intermediate level'}.`,
    'Keep replies short (one to four sentences) and end with a question that keeps the conversation going.',
    "If the learner's last message has mistakes, start your reply with one line exactly like",
    "`CORRECTION: <the learner's whole message, corrected>` and then continue on the next line. Be gentle; no correction line when there is nothing to correct.",
    'When the learner asks what a word means, explain it simply with an example sentence.',
    MARK_INSTRUCTION,
    ...(entries ? [entries] : []),
  ].join('\n');
}

export function conversation(
  lang: string,
  level: string | null,
  history: AiMessageRow[],
  dictionary?: { entries: PromptEntry[]; native: string },
): AiChatMessage[] {
  return [
    { role: 'system', content: systemPrompt(lang, level, dictionary) },
    ...history.filter((m) => m.state === 'complete' || m.role === 'user').map((m) => ({ role: m.role === 'assistant' ? ('assistant' as const) : ('user' as const), content: m.text })),
  ];
}

/** Splits a leading `CORRECTION:` line from the reply. */
export function splitCorrection(answer: string): { correction: string | null; reply: string } {
  const m = answer.match(/^\s*CORRECTION:\s*(.+?)\s*(?:\n|$)([\s\S]*)$/);
  if (!m) return { correction: null, reply: answer.trim() };
  return { correction: m[1]!.trim() || null, reply: m[2]!.trim() };
}
