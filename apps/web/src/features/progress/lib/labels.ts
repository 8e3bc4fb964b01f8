// Display of a statistics action: its verb (ADD, VERIFY, MODERATE_EDIT, ...) and its subject
// (TRANSLATION_UNION, WORD_AUDIO, ...), from the action name ADD_x, VERIFY_x ... (community.md §3).
const VERBS = [
  'COMMUNITY_VERIFIED',
  'MODERATE_DELETE',
  'MODERATE_EDIT',
  'MODERATE',
  'COMPLAIN',
  'VERIFY',
  'ADD',
] as const;

export function splitAction(action: string): { verb: string; subject: string } {
  for (const verb of VERBS)
    if (action.startsWith(`${verb}_`)) return { verb, subject: action.slice(verb.length + 1) };
  return { verb: 'OTHER', subject: action };
}
