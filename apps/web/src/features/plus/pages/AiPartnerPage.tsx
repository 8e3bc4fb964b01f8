// The AI conversation partner (issue 19): pick one of the languages you learn, talk; the reply
// streams in, a gentle correction of your message shows above it (a word-level diff, as in chat),
// the words it marked open their dictionary entry (and can be starred); today's remaining messages below.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Loader } from '@mantine/core';
import { IconRobot, IconSend } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AiMessage, QuotaEntry } from '@glossa/contract';
import { isApiError } from '../../../shared/api';
import { useLanguageNameOf } from '../../../shared/reference/language-name';
import { WordDiff } from '../../../shared/text/WordDiff';
import { openPlusPopup } from '../../../shared/plus/plus-popup';
import { fetchConversation, fetchLearning, sendToPartner } from '../api/ai-partner';
import { PLUS_STATUS_KEY, fetchPlusStatus } from '../api/plus';
import classes from '../components/AiPartner.module.css';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { MarkedText } from '../components/MarkedWord';

export default function AiPartnerPage() {
  usePageTitle('plus', 'ai.title');
  const { t } = useTranslation('plus');
  const languageName = useLanguageNameOf();
  const client = useQueryClient();
  // Whether the server has an AI endpoint comes from the Plus status: an unconfigured server is
  // told plainly, without a refused conversation call on every visit.
  const status = useQuery({ queryKey: PLUS_STATUS_KEY, queryFn: ({ signal }) => fetchPlusStatus(signal) });
  const available = status.data?.ai_partner_available === true;
  const learning = useQuery({ queryKey: ['ai-partner', 'languages'], queryFn: ({ signal }) => fetchLearning(signal), enabled: available });
  const [lang, setLang] = useState<string | null>(null);
  const current = lang ?? learning.data?.learning[0] ?? null;
  const native = learning.data?.native ?? 'eng';
  const conversation = useQuery({
    queryKey: ['ai-partner', 'conversation', current],
    queryFn: ({ signal }) => fetchConversation(current!, signal),
    enabled: available && current !== null,
    retry: false,
  });
  const [messages, setMessages] = useState<AiMessage[]>([]);
  const [quota, setQuota] = useState<QuotaEntry | null>(null);
  const [draft, setDraft] = useState('');
  const [streaming, setStreaming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (conversation.data) {
      setMessages(conversation.data.messages);
      setQuota(conversation.data.quota);
    }
  }, [conversation.data]);
  useEffect(() => {
    // Braces: newer Chromium returns a promise from scrollIntoView, which React would call as a cleanup.
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages, streaming]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const text = draft.trim();
    if (!text || !current || streaming !== null) return;
    setError(null);
    setStreaming('');
    setDraft('');
    try {
      const done = await sendToPartner(current, text, (piece) => setStreaming((s) => (s ?? '') + piece));
      setMessages((m) => [...m, done.user, done.reply]);
      setQuota(done.quota);
    } catch (err) {
      setDraft(text);
      setError(isApiError(err) ? err.code : 'AI_PARTNER_UNAVAILABLE');
    } finally {
      setStreaming(null);
      void client.invalidateQueries({ queryKey: ['plus', 'status'] });
    }
  };

  const notConfigured =
    status.data?.ai_partner_available === false ||
    (isApiError(conversation.error) && conversation.error.code === 'AI_PARTNER_NOT_CONFIGURED');
  return (
    <main className={classes.page} data-testid="ai-partner-page">
      <header className={classes.head}>
        <h1 className={classes.title}>
          <IconRobot size={22} aria-hidden /> {t('ai.title')}
        </h1>
        {learning.data && learning.data.learning.length > 0 && (
          <select className={classes.select} aria-label={t('ai.language')} value={current ?? ''} onChange={(e) => setLang(e.currentTarget.value)}>
            {learning.data.learning.map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        )}
      </header>
      {notConfigured ? (
        <p className={classes.note} data-testid="ai-not-configured">
          {t('ai.not_configured')}
        </p>
      ) : learning.data && learning.data.learning.length === 0 ? (
        <p className={classes.note}>{t('ai.no_language')}</p>
      ) : (
        <>
          <div className={classes.log} aria-live="polite">
            {conversation.isLoading && <Loader size="sm" />}
            {messages.length === 0 && !conversation.isLoading && <p className={classes.note}>{t('ai.empty')}</p>}
            {messages.map((m) => (
              <div key={m.id} className={classes.message} data-role={m.role} data-state={m.state}>
                {m.correction && (
                  <p className={classes.correction}>
                    <WordDiff
                      original={m.correction.original}
                      corrected={m.correction.corrected}
                      labels={{ removed: t('ai.diff_removed'), added: t('ai.diff_added') }}
                    />
                  </p>
                )}
                <p className={classes.text} data-testid={m.role === 'assistant' ? 'ai-reply' : undefined}>
                  {m.state === 'failed' && !m.text ? (
                    t('ai.failed')
                  ) : m.marks?.length && current ? (
                    <MarkedText text={m.text} marks={m.marks} lang={current} langT={native} />
                  ) : (
                    m.text
                  )}
                </p>
              </div>
            ))}
            {streaming !== null && (
              <div className={classes.message} data-role="assistant">
                <p className={classes.text}>{streaming || <Loader size="xs" type="dots" />}</p>
              </div>
            )}
            <div ref={end} />
          </div>
          {error && (
            <p className={classes.error} role="alert">
              {error === 'AI_MESSAGE_LIMIT_EXCEEDED' ? t('ai.limit') : t('ai.failed')}{' '}
              {error === 'AI_MESSAGE_LIMIT_EXCEEDED' && status.data?.payments_configured && (
                <Button variant="subtle" size="compact-sm" onClick={openPlusPopup}>
                  {t('offer.buy')}
                </Button>
              )}
            </p>
          )}
          <form className={classes.form} onSubmit={(e) => void submit(e)}>
            <textarea
              className={classes.input}
              rows={2}
              maxLength={2000}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              aria-label={t('ai.placeholder')}
              placeholder={t('ai.placeholder')}
            />
            <Button type="submit" loading={streaming !== null} leftSection={<IconSend size={16} />} disabled={!current}>
              {t('ai.send')}
            </Button>
          </form>
          {quota && (
            <p className={classes.note} data-testid="ai-remaining">
              {quota.limit === null ? t('limits.unlimited') : t('limits.left', { remaining: quota.remaining, limit: quota.limit })}
            </p>
          )}
        </>
      )}
    </main>
  );
}
