// The results of one search: heading word, canonical notice, translation cards (10 per page, more on
// demand), or the not-found state. Edit rights are asked once the cards are loaded.
import { Suspense, lazy, useEffect, useRef } from 'react';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { useEditAvailability } from '../api/get-edit-availability';
import { useTranslations } from '../api/get-translations';
import { searchPath } from '../lib/paths';
import { richText } from '../lib/rich-text';
import { OtherDirections } from './OtherDirections';
import { ResultCard } from './ResultCard';
import classes from './Results.module.css';
import { WordHeader } from './WordHeader';

const NotFound = lazy(() => import('./NotFound'));

export interface SearchResultsProps {
  lang: string;
  langT: string;
  search: string;
  activeId: number | null;
  /** Desktop: open the side panel; undefined on mobile (cards are links to DetailWordPage). */
  onOpenTranslation?(id: number): void;
  onExamples(word: string): void;
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

export function SearchResults({ lang, langT, search, activeId, onOpenTranslation, onExamples }: SearchResultsProps) {
  const { t } = useTranslation('dictionary');
  const to = useLocalePath();
  const query = useTranslations({ lang, langT, search });
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  const first = query.data?.pages[0];
  const canEdit = useEditAvailability({ 'translation-union': items.map((item) => item.id) });

  // Every search that found something goes to the history once (core.md §4).
  const queryClient = useQueryClient();
  const signedIn = useIsLoggedIn();
  const recorded = useRef<string | null>(null);
  const found = items.length > 0;
  useEffect(() => {
    const key = `${lang}/${langT}/${search}`;
    if (!found || recorded.current === key) return;
    recorded.current = key;
    void import('../hooks/record-search').then((m) =>
      m.recordSearch(queryClient, { text: search, lang, lang_t: langT }, signedIn),
    );
  }, [found, lang, langT, search, queryClient, signedIn]);

  if (query.isPending) return <ResultsSkeleton />;
  if (query.isError && !(isApiError(query.error) && query.error.isCancelled)) {
    // A failed search counts as not found and falls back to machine translation (core.md §4).
    return (
      <Suspense fallback={<ResultsSkeleton />}>
        <NotFound search={search} lang={lang} langT={langT} closeSpellings={[]} failed />
      </Suspense>
    );
  }
  if (!first || items.length === 0) {
    return (
      <Suspense fallback={<ResultsSkeleton />}>
        <NotFound
          search={search}
          lang={lang}
          langT={langT}
          closeSpellings={first?.close_spellings ?? []}
          otherDirections={first?.other_directions ?? []}
        />
      </Suspense>
    );
  }

  const head = items[0]!.primary_word;
  const canonical = first.canonical;
  const ownResults = same(head.name, search);

  return (
    <section className={classes.results} aria-labelledby="results-title" data-testid="results">
      <WordHeader
        word={head}
        lang={lang}
        langT={langT}
        total={first.total_count}
        sentencesTotal={first.sentences_total_count}
        onExamples={() => onExamples(head.name)}
      />
      <span id="results-title" hidden>
        {head.name}
      </span>
      {canonical && !same(canonical.name, search) && (
        <p className={classes.canonical} data-testid="canonical-notice">
          <IconInfoCircle size={18} className={classes.canonicalIcon} />
          <span>
            {richText(
              (values) => t(ownResults ? 'results.canonical_also' : 'results.canonical_showing', values),
              { search, canonical: canonical.name },
              {
                b: (children) => <b>{children}</b>,
                lemma: (children) => <Link to={to(searchPath(lang, langT, canonical.name))}>{children}</Link>,
              },
            )}
          </span>
        </p>
      )}
      <OtherDirections search={search} lang={lang} langT={langT} directions={first.other_directions ?? []} also />
      <div className={classes.list}>
        {items.map((item) => (
          <ResultCard
            key={item.id}
            translation={item}
            search={search}
            lang={lang}
            langT={langT}
            showSource={!same(item.primary_word.name, head.name)}
            canEdit={canEdit('translation-union', item.id)}
            active={item.id === activeId}
            onOpen={onOpenTranslation}
          />
        ))}
      </div>
      {query.hasNextPage && (
        <Button
          variant="default"
          radius="xl"
          fullWidth
          mt="md"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
          data-testid="more-results"
        >
          {t('results.more', { shown: items.length, total: first.total_count })}
        </Button>
      )}
    </section>
  );
}

function ResultsSkeleton() {
  const { t } = useTranslation('dictionary');
  return (
    <div className={classes.skeleton} aria-busy="true" aria-label={t('results.loading')}>
      <div className={classes.skeletonTitle} />
      {[0, 1, 2].map((i) => (
        <div key={i} className={classes.skeletonCard} />
      ))}
    </div>
  );
}
