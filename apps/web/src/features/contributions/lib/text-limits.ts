// Input lengths the server accepts (CONTRIBUTION_LIMITS in the contract; repeated here so the page
// does not load zod for five numbers; contributions.test.ts keeps them equal).
export const CONTRIBUTION_TEXT_LIMITS = {
  word: 255,
  explanation: 500,
  meaningMin: 3,
  meaning: 1000,
  sentence: 1000,
  sentenceMinWords: 2,
  complaint: 1000,
  comment: 1000,
} as const;
