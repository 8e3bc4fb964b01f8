import { CONTRIBUTION_LIMITS } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { CONTRIBUTION_TEXT_LIMITS } from './text-limits';

describe('input limits of the web', () => {
  it('equal the contract', () => {
    expect(CONTRIBUTION_TEXT_LIMITS).toMatchObject({
      word: CONTRIBUTION_LIMITS.wordNameMax,
      explanation: CONTRIBUTION_LIMITS.explanationMax,
      meaningMin: CONTRIBUTION_LIMITS.meaningMin,
      meaning: CONTRIBUTION_LIMITS.meaningMax,
      sentence: CONTRIBUTION_LIMITS.sentenceMax,
      sentenceMinWords: CONTRIBUTION_LIMITS.sentenceMinWords,
      complaint: CONTRIBUTION_LIMITS.complaintCommentMax,
      comment: CONTRIBUTION_LIMITS.commentMax,
    });
  });
});
