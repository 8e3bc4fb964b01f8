import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { WordDiff } from './WordDiff';

describe('word diff', () => {
  it('strikes the removed words and marks the added ones, word by word', () => {
    render(<WordDiff original="Ich lerne Deutsch seit einem Jahr" corrected="Ich lerne seit einem Jahr Deutsch" labels={{ removed: 'removed', added: 'added' }} />);
    expect(screen.getByTestId('word-diff').textContent).toBe('Ich lerne Deutsch seit einem Jahr Deutsch');
    expect(screen.getAllByTestId('diff-removed').map((e) => e.textContent?.trim())).toEqual(['Deutsch']);
    expect(screen.getAllByTestId('diff-added').map((e) => e.textContent?.trim())).toEqual(['Deutsch']);
  });

  it('marks a replaced word as removed then added', () => {
    render(<WordDiff original="Ich wohnen in Berlin" corrected="Ich wohne in Berlin" labels={{ removed: 'removed', added: 'added' }} />);
    expect(screen.getByTestId('diff-removed')).toHaveTextContent('wohnen');
    expect(screen.getByTestId('diff-added')).toHaveTextContent('wohne');
    expect(screen.getByTestId('diff-added')).toHaveAttribute('aria-label', 'added: wohne');
  });
});
