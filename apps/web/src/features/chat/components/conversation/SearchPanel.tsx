// Message search inside the chat (core.md §5: at least 4 characters; with fewer the results are
// emptied and the empty state shows, without a request; §9: 20 results).
import { ActionIcon, Loader, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@glossa/contract/constants';
import { messageSearchQueryOptions } from '../../api/search-messages';
import { useDateLabel } from '../../hooks/use-date-label';
import { searchTerm } from '../../lib/message-search';
import { jumpToMessage } from '../../state/conversation-actions';
import classes from './Conversation.module.css';

function Highlighted({ text, term }: { text: string; term: string }) {
  const at = text.toLowerCase().indexOf(term.toLowerCase());
  if (at < 0) return <>{text}</>;
  // Show the match even in a long message.
  const start = Math.max(0, at - 30);
  return (
    <>
      {start > 0 ? '…' : ''}
      {text.slice(start, at)}
      <mark className={classes.mark}>{text.slice(at, at + term.length)}</mark>
      {text.slice(at + term.length)}
    </>
  );
}

export function SearchBar({ query, onChange, onClose }: { query: string; onChange(q: string): void; onClose(): void }) {
  const { t } = useTranslation('chat');
  return (
    <div className={classes.search}>
      <TextInput
        style={{ flex: 1 }}
        value={query}
        onChange={(e) => onChange(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Escape' && onClose()}
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
        leftSection={<IconSearch size={16} />}
        radius="xl"
        autoFocus
        data-testid="message-search-input"
      />
      <ActionIcon variant="subtle" color="gray" size="lg" onClick={onClose} aria-label={t('search.close')}>
        <IconX size={18} />
      </ActionIcon>
    </div>
  );
}

export function SearchResults({ chatId, query, onPick }: { chatId: number; query: string; onPick(): void }) {
  const { t } = useTranslation('chat');
  const dateLabel = useDateLabel();
  const [debounced] = useDebouncedValue(query, 300);
  const term = searchTerm(debounced);
  const tooShort = searchTerm(query) === null;
  const results = useQuery({ ...messageSearchQueryOptions(chatId, term ?? ''), enabled: term !== null && !tooShort });
  if (!query) return null;

  let body;
  if (tooShort) {
    body = (
      <div className={classes.searchEmpty} data-testid="search-empty">
        {t('search.min_chars', { count: LIMITS.messageSearch.minChars })}
      </div>
    );
  } else if (results.isPending || !term) {
    body = (
      <div className={classes.searchEmpty}>
        <Loader size="sm" type="dots" />
      </div>
    );
  } else if (results.isError) {
    body = <div className={classes.searchEmpty}>{t('search.failed')}</div>;
  } else if (!results.data.length) {
    body = (
      <div className={classes.searchEmpty} data-testid="search-empty">
        {t('search.nothing')}
      </div>
    );
  } else {
    body = results.data.map((m) => (
      <button
        key={m.id}
        type="button"
        className={classes.result}
        data-testid="search-result"
        onClick={() => {
          void jumpToMessage(chatId, m.id);
          onPick();
        }}
      >
        <div className={classes.resultMeta}>{dateLabel(m.created_at)}</div>
        <div className={classes.resultText}>
          <Highlighted text={m.text} term={term} />
        </div>
      </button>
    ));
  }
  return (
    <div className={classes.results} role="region" aria-label={t('search.results')} data-testid="search-results">
      {body}
    </div>
  );
}
