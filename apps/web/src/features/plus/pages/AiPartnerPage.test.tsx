import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { loadNamespaces } from '../../../shared/i18n/i18n';
import AiPartnerPage from './AiPartnerPage';

vi.mock('../api/ai-partner', () => ({
  fetchLearning: async () => ['ger'],
  fetchConversation: async () => ({ lang: 'ger', level: 'BASE', messages: [{ id: 1, role: 'assistant', text: 'Hallo!', correction: { original: 'Ich wohnen', corrected: 'Ich wohne' }, state: 'complete', created_at: new Date().toISOString() }], quota: { kind: 'ai_message', used: 1, limit: 10, remaining: 9 } }),
  sendToPartner: vi.fn(),
}));

describe('AI partner page', () => {
  it('shows the conversation, the correction and the remaining messages', async () => {
    await renderWithProviders(<AiPartnerPage />);
    await loadNamespaces(['plus']);
    expect(await screen.findByText('Hallo!')).toBeTruthy();
    expect(screen.getByText('Ich wohne')).toBeTruthy();
    expect((await screen.findByTestId('ai-remaining')).textContent).toBe('9 of 10 left');
  });
});
