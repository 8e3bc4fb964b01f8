// DictionaryPage (core.md §2): {locale}/dictionary/{lang}/{lang_t}/{search}, also without {search}
// and plain `dictionary`. Desktop: results and a side column (panels, or history); mobile: one column,
// cards open DetailWordPage. The same page serves {search}/{id} (issue 36: the entry's id stays in
// the URL where an entry opens): on desktop the id opens the translation panel and the open
// translation panel writes its id into the URL (replacing the entry, so Back is not filled with
// panels); on mobile {id} is the DetailWordPage. One route component for both paths, so opening an
// entry does not mount the page again.
import { Suspense, lazy, useCallback, useEffect, useRef } from 'react';
import { ActionIcon, Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { rememberLastTranslateLink } from '../../../shared/dictionary/last-translate-link';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { PAGE_WIDTH, useIsMobile } from '../../../shared/ui/breakpoints';
import { useIdle } from '../../../shared/ui/use-idle';
import { SearchBox } from '../components/SearchBox';
import { SearchResults } from '../components/SearchResults';
import { useDictionaryParams, useSearchNavigation } from '../hooks/use-dictionary-route';
import { useKeyboardShortcuts } from '../hooks/use-keyboard-shortcuts';
import { useLanguageName } from '../hooks/use-language-name';
import { panelOwner, translationOnTop, usePanels, usePanelStack } from '../hooks/use-panels';
import { useValidPair } from '../hooks/use-valid-pair';
import { useTranslations } from '../api/get-translations';
import { swappedPair } from '../lib/other-directions';
import { HISTORY_PATH, detailPath, searchPath, sentencesPath } from '../lib/paths';
import classes from './DictionaryPage.module.css';

const PanelHost = lazy(() => import('../panels/PanelHost'));
// Not needed to show a search's results: fetched beside it.
const HistoryList = lazy(() => import('../components/HistoryList'));
const Landing = lazy(() => import('../components/Landing'));
const DetailWordPage = lazy(() => import('./DetailWordPage'));

export default function DictionaryPage() {
  const params = useDictionaryParams();
  const rawId = useParams().id;
  const pair = useValidPair(params.lang, params.langT);
  const to = useLocalePath();
  const mobile = useIsMobile();
  const search = params.search ?? '';
  // A pair to correct, or an entry segment that is no id: the search page.
  if (!pair.ok || (rawId !== undefined && params.id === null)) return <Navigate replace to={to(searchPath(pair.lang, pair.langT, search))} />;
  if (mobile && params.id !== null && params.id !== undefined) {
    return (
      <Suspense fallback={null}>
        <DetailWordPage />
      </Suspense>
    );
  }
  return <DictionarySearch lang={pair.lang} langT={pair.langT} search={search} id={params.id ?? null} />;
}

/** Desktop: the URL's entry id and the translation panel on top follow each other. */
function useEntryInUrl(owner: string, path: { lang: string; langT: string; search: string }, id: number | null, enabled: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  const to = useLocalePath();
  const onTop = usePanels((s) => (s.owner === owner ? translationOnTop(s.stack) : null));
  const { lang, langT, search } = path;
  // The URL names an entry: its panel opens (a shared or reloaded link, Back and Forward).
  useEffect(() => {
    if (!enabled || id === null) return;
    const s = usePanels.getState();
    if ((s.owner === owner ? translationOnTop(s.stack) : null) !== id) s.open(owner, { type: 'translation', id }, { replace: true });
  }, [enabled, id, owner]);
  // The panel on top names the entry in the URL (read from the store: the effect above may just have opened it).
  useEffect(() => {
    if (!enabled) return;
    const s = usePanels.getState();
    const current = s.owner === owner ? translationOnTop(s.stack) : null;
    if (current === id || !search) return;
    const next = current === null ? searchPath(lang, langT, search) : detailPath(lang, langT, search, current);
    void navigate({ pathname: to(next), search: location.search, hash: location.hash }, { replace: true });
  }, [enabled, onTop, id, owner, lang, langT, search, navigate, to, location.search, location.hash]);
}

function DictionarySearch({ lang, langT, search, id }: { lang: string; langT: string; search: string; id: number | null }) {
  const { t } = useTranslation('dictionary');
  const to = useLocalePath();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const name = useLanguageName();
  const goSearch = useSearchNavigation();
  const results = useTranslations({ lang, langT, search });
  const inputRef = useRef<HTMLInputElement>(null);
  const owner = panelOwner(lang, langT, search);
  const stack = usePanelStack(owner);
  const openPanel = usePanels((s) => s.open);
  const closeTop = usePanels((s) => s.closeTop);
  const top = mobile ? undefined : stack.at(-1);
  useEntryInUrl(owner, { lang, langT, search }, id, !mobile);
  // The side column's history is not needed to show the results: its code loads after them.
  const idle = useIdle();

  useDocumentTitle(
    search ? `${search} · ${name(lang)} → ${name(langT)} · Glossa` : `${t('title')} · Glossa`,
  );

  useEffect(() => {
    if (search) rememberLastTranslateLink(searchPath(lang, langT, search));
  }, [lang, langT, search]);

  useKeyboardShortcuts({
    focusSearch: () => {
      inputRef.current?.focus();
      inputRef.current?.select();
    },
    closeTopPanel: () => {
      if (!top) return false;
      closeTop();
      return true;
    },
    panelOpen: Boolean(top),
  });

  const onExamples = useCallback(
    (word: string) => {
      if (mobile) void navigate(to(sentencesPath(lang, langT, search, word)));
      else openPanel(owner, { type: 'sentences', word }, { replace: true });
    },
    [mobile, navigate, to, lang, langT, search, openPanel, owner],
  );

  const searchBox = (
    <SearchBox
      lang={lang}
      langT={langT}
      text={search}
      onSearch={(text) => goSearch(lang, langT, text)}
      onLanguagesChange={(l, lt) => {
        // The swap: searched the right way round when the word is known in another language.
        const answer = results.data?.pages[0];
        if (l === langT && lt === lang && answer)
          goSearch(...swappedPair(lang, langT, answer.data.length > 0, answer.other_directions ?? []), search);
        else goSearch(l, lt, search);
      }}
      inputRef={inputRef}
      autoFocus={!search && !mobile}
      aside={
        mobile ? (
          <ActionIcon
            component={Link}
            to={to(HISTORY_PATH)}
            variant="light"
            size={42}
            radius="xl"
            aria-label={t('history.title')}
            title={t('history.title')}
            data-testid="history-link"
          >
            <IconHistory size={20} />
          </ActionIcon>
        ) : undefined
      }
    />
  );

  return (
    <div className={classes.page}>
      <div className={classes.band}>
        <Container size={PAGE_WIDTH} px={mobile ? 'sm' : 'md'}>
          <div className={classes.searchWrap}>{searchBox}</div>
        </Container>
      </div>
      <Container size={PAGE_WIDTH} px={mobile ? 'sm' : 'md'} className={classes.content}>
        <div className={classes.columns} data-panel={top ? top.type : undefined}>
          <div className={classes.mainColumn}>
            {search ? (
              <SearchResults
                lang={lang}
                langT={langT}
                search={search}
                activeId={top?.type === 'translation' ? top.id : null}
                onOpenTranslation={mobile ? undefined : (id) => openPanel(owner, { type: 'translation', id }, { replace: true })}
                onExamples={onExamples}
              />
            ) : (
              <Suspense fallback={null}>
                <Landing lang={lang} langT={langT} />
              </Suspense>
            )}
          </div>
          {!mobile && (
            <div className={classes.sideColumn}>
              {top ? (
                <Suspense fallback={<div className={classes.panelPlaceholder} />}>
                  <PanelHost owner={owner} lang={lang} langT={langT} search={search} />
                </Suspense>
              ) : (
                <div className={classes.sideCard}>
                  <Suspense fallback={<div className={classes.historyPlaceholder} />}>
                    {idle ? <HistoryList limit={10} /> : <div className={classes.historyPlaceholder} />}
                  </Suspense>
                </div>
              )}
            </div>
          )}
        </div>
      </Container>
    </div>
  );
}
