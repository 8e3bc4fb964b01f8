// The top-level mobile-only routes of community.md §2: `sentences`, `word_sentences` (desktop: home)
// and `history` (desktop: the dictionary's history page). They show what the dictionary's own
// mobile pages show, with the word and the pair in the query:
//   /sentences?lang=eng&lang_t=ger&search=house[&word=house]
//   /word_sentences?lang=eng&lang_t=ger&search=house&id=12
import type { ReactNode } from 'react';
import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useIsMobile } from '../../../shared/ui/breakpoints';
import { PageHeader } from '../components/PageHeader';
import { useValidPair } from '../hooks/use-valid-pair';
import { HISTORY_PATH, searchPath } from '../lib/paths';
import { SentencesList } from '../panels/sentences/SentencesList';
import HistoryPage from './HistoryPage';
import { WordSentences } from './WordSentencesPage';

function useQueryPair() {
  const [query] = useSearchParams();
  const pair = useValidPair(query.get('lang') ?? undefined, query.get('lang_t') ?? undefined);
  return { pair, query, search: query.get('search')?.trim() ?? '' };
}

function Sentences() {
  const { t } = useTranslation('dictionary');
  const to = useLocalePath();
  const { pair, query, search } = useQueryPair();
  const word = query.get('word')?.trim() || search;
  useDocumentTitle(`${t('panel.sentences', { word })} · Glossa`);
  if (!pair.ok || !word) return <Navigate replace to={to(searchPath(pair.lang, pair.langT, search))} />;
  return (
    <Container size="sm" px="sm" py="md" data-testid="sentences-page">
      <PageHeader back={to(searchPath(pair.lang, pair.langT, search))} title={t('panel.sentences', { word })} />
      <SentencesList params={{ word, lang: pair.lang, langT: pair.langT }} />
    </Container>
  );
}

function WordSentencesFromQuery() {
  const to = useLocalePath();
  const { pair, query, search } = useQueryPair();
  const id = Number(query.get('id'));
  if (!pair.ok || !Number.isSafeInteger(id) || id <= 0) return <Navigate replace to={to(searchPath(pair.lang, pair.langT, search))} />;
  return <WordSentences lang={pair.lang} langT={pair.langT} search={search} id={id} />;
}

/** Mobile only; a desktop visit goes home (community.md §2). */
function MobileOnly({ children }: { children: ReactNode }) {
  const mobile = useIsMobile();
  const to = useLocalePath();
  return mobile ? children : <Navigate replace to={to('/')} />;
}

export function TopSentencesPage() {
  return (
    <MobileOnly>
      <Sentences />
    </MobileOnly>
  );
}

export function TopWordSentencesPage() {
  return (
    <MobileOnly>
      <WordSentencesFromQuery />
    </MobileOnly>
  );
}

/** `history`: the History page on a phone; on desktop the dictionary's history page. */
export function TopHistoryPage() {
  const mobile = useIsMobile();
  const to = useLocalePath();
  return mobile ? <HistoryPage /> : <Navigate replace to={to(HISTORY_PATH)} />;
}
