// The addition screens (core.md §2): the fork page; translation; sentences-{lang}/step:{step};
// meanings-{lang}; synonym-{lang}; antonym-{lang}, under the prefix addition or editing.
export type AdditionMode = 'addition' | 'editing';

export type Screen =
  | { kind: 'translation' }
  | { kind: 'sentences'; lang: string; step: number }
  | { kind: 'meanings'; lang: string }
  | { kind: 'synonym'; lang: string }
  | { kind: 'antonym'; lang: string };

const LANG = '([a-z]{2,3})';

/** `meanings-eng` (+ `step:2` for sentences) -> the screen, or null for an unknown path. */
export function parseScreen(segment: string | undefined, stepSegment?: string): Screen | null {
  if (!segment) return null;
  if (segment === 'translation') return stepSegment ? null : { kind: 'translation' };
  const match = new RegExp(`^(sentences|meanings|synonym|antonym)-${LANG}$`).exec(segment);
  if (!match) return null;
  const kind = match[1] as 'sentences' | 'meanings' | 'synonym' | 'antonym';
  const lang = match[2]!;
  if (kind !== 'sentences') return stepSegment ? null : { kind, lang };
  if (stepSegment === undefined) return { kind, lang, step: 1 };
  const step = /^step:([1-3])$/.exec(stepSegment);
  return step ? { kind, lang, step: Number(step[1]) } : null;
}

export function sentenceStepPath(mode: AdditionMode, lang: string, step: number, search: string): string {
  return `/${mode}/sentences-${lang}/step:${step}${search}`;
}
