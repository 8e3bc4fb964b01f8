import { describe, expect, it } from 'vitest';
import { FIRST_SENTENCES_PAGE, nextSentencesPage, sentencesCap } from './sentences-paging';

describe('sentences paging (15 first, then 5 more, up to 100)', () => {
  it('starts with 15', () => {
    expect(FIRST_SENTENCES_PAGE).toEqual({ offset: 0, limit: 15 });
  });

  it('asks 5 more after what is loaded', () => {
    expect(nextSentencesPage(15, 42, 15, 15)).toEqual({ offset: 15, limit: 5 });
    expect(nextSentencesPage(40, 42, 5, 5)).toEqual({ offset: 40, limit: 5 });
  });

  it('stops when everything is loaded or a page came back short', () => {
    expect(nextSentencesPage(42, 42, 2, 5)).toBeNull();
    expect(nextSentencesPage(10, 10, 10, 15)).toBeNull();
    // The server reported more than it returned: a short page ends it.
    expect(nextSentencesPage(18, 40, 3, 5)).toBeNull();
  });

  it('never goes beyond 100', () => {
    expect(nextSentencesPage(95, 500, 5, 5)).toEqual({ offset: 95, limit: 5 });
    expect(nextSentencesPage(100, 500, 5, 5)).toBeNull();
    expect(nextSentencesPage(97, 500)).toEqual({ offset: 97, limit: 3 });
    expect(sentencesCap(500)).toBe(100);
    expect(sentencesCap(42)).toBe(42);
  });
});
