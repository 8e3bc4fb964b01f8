import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { loadNamespaces } from '../../../shared/i18n/i18n';
import AiPartnerPage from './AiPartnerPage';

const calls = vi.hoisted(() => ({ conversation: 0, learning: 0, available: true }));

vi.mock('../api/ai-partner', () => ({
  fetchLearning: async () => {
    calls.learning++;
    return { learning: ['ger'], native: 'eng' };
  },
  fetchConversation: async () => {
    calls.conversation++;
    return { lang: 'ger', level: 'BASE', messages: [{ id: 1, role: 'assistant', text: 'Hallo! Dein Haus ist schön.', marks: [{ start: 12, end: 16, word: 'Haus' }], correction: { original: 'Ich wohnen', corrected: 'Ich wohne' }, state: 'complete', created_at: new Date().toISOString() }], quota: { kind: 'ai_message', used: 1, limit: 10, remaining: 9 } };
  },
  sendToPartner: vi.fn(),
}));

vi.mock('../api/plus', () => ({
  PLUS_STATUS_KEY: ['plus', 'status'],
  fetchPlusStatus: async () => ({ premium: false, subscription: null, payments_configured: false, ai_partner_available: calls.available, day: '2026-11-28', resets_at: new Date().toISOString(), quotas: [] }),
}));

beforeEach(() => {
  calls.conversation = 0;
  calls.learning = 0;
});

describe('AI partner page', () => {
  it('shows the conversation, the correction and the remaining messages', async () => {
    calls.available = true;
    await renderWithProviders(<AiPartnerPage />);
    await loadNamespaces(['plus']);
    // The marked word is a button inside the reply's text (it opens the dictionary entry).
    const reply = await screen.findByTestId('ai-reply');
    expect(reply.textContent).toBe('Hallo! Dein Haus ist schön.');
    expect(screen.getByTestId('marked-word')).toHaveTextContent('Haus');
    expect(screen.getByRole('button', { name: 'Haus: open the dictionary entry' })).toBeTruthy();
    // The correction as a word-level diff, as in chat.
    expect(screen.getByTestId('diff-removed')).toHaveTextContent('wohnen');
    expect(screen.getByTestId('diff-added')).toHaveTextContent('wohne');
    expect((await screen.findByTestId('ai-remaining')).textContent).toBe('9 of 10 left');
  });

  it('says plainly when the server has no AI endpoint, without asking for the conversation', async () => {
    calls.available = false;
    await renderWithProviders(<AiPartnerPage />);
    await loadNamespaces(['plus']);
    expect((await screen.findByTestId('ai-not-configured')).textContent).toBe('The AI partner is not available on this server.');
    expect(calls.conversation).toBe(0);
    expect(calls.learning).toBe(0);
  });
});
