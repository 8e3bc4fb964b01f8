// The search history: each entry opens its search; × removes one; "Clear" asks first.
import { Suspense, lazy, useState } from 'react';
import { CloseButton, UnstyledButton } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useLanguageName } from '../hooks/use-language-name';
import { usePanelLink } from '../../../shared/panels/use-panel-link';
import { useSearchHistory } from '../hooks/use-search-history';
import { searchPath } from '../lib/paths';
import classes from './History.module.css';

const ConfirmClearHistory = lazy(() => import('../panels/ConfirmClearHistory'));

export interface HistoryListProps {
  /** Show only the newest entries, with a link to the History page. */
  limit?: number;
  title?: boolean;
}

export default function HistoryList({ limit, title = true }: HistoryListProps) {
  const name = useLanguageName();
  const { t } = useTranslation('dictionary');
  const to = useLocalePath();
  // The whole history: a side panel on desktop, its page on mobile.
  const panelLink = usePanelLink();
  const history = useSearchHistory();
  const [confirm, setConfirm] = useState<'closed' | 'open' | 'loaded'>('closed');
  const entries = limit ? history.entries.slice(0, limit) : history.entries;

  return (
    <section className={classes.history} aria-labelledby="history-title" data-testid="history">
      {title && (
        <div className={classes.head}>
          <h2 id="history-title" className={classes.title}>
            <IconHistory size={18} /> {t('history.title')}
          </h2>
          {history.entries.length > 0 && (
            <UnstyledButton className={classes.clear} onClick={() => setConfirm('open')} data-testid="history-clear">
              {t('history.clear')}
            </UnstyledButton>
          )}
        </div>
      )}
      {!title && <span id="history-title" hidden>{t('history.title')}</span>}
      {history.isLoading ? null : entries.length === 0 ? (
        <p className={classes.empty}>{t('history.empty')}</p>
      ) : (
        <ul className={classes.list}>
          {entries.map((entry) => (
            <li key={`${entry.id}-${entry.text}`} className={classes.item} data-testid="history-item">
              <Link to={to(searchPath(entry.lang, entry.lang_t, entry.text))} className={classes.link}>
                <span className={classes.text} data-lang={entry.lang}>
                  {entry.text}
                </span>
                <span className={classes.pair}>
                  {name(entry.lang)} → {name(entry.lang_t)}
                </span>
              </Link>
              <CloseButton
                size="sm"
                aria-label={t('history.remove', { text: entry.text })}
                onClick={() => history.remove(entry)}
                className={classes.remove}
              />
            </li>
          ))}
        </ul>
      )}
      {limit !== undefined && history.entries.length > limit && (
        <Link to={panelLink('history')} className={classes.all} data-testid="history-all">
          {t('history.all', { count: history.entries.length })} →
        </Link>
      )}
      {!title && history.entries.length > 0 && (
        <UnstyledButton className={classes.clearWide} onClick={() => setConfirm('open')} data-testid="history-clear">
          {t('history.clear')}
        </UnstyledButton>
      )}
      {confirm !== 'closed' && (
        <Suspense fallback={null}>
          <ConfirmClearHistory
            opened={confirm === 'open'}
            onClose={() => setConfirm('loaded')}
            onConfirm={() => history.clear()}
          />
        </Suspense>
      )}
    </section>
  );
}
