// WordSentencesPage (mobile, core.md §2): the example sentences of one translation (word and its
// translation). Desktop visits open the translation panel with the sentences panel on top.
import { Container, Loader } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useIsMobile } from '../../../shared/ui/breakpoints';
import { useTranslationDetail } from '../api/get-translation';
import { PageHeader } from '../components/PageHeader';
import { PanelRedirect } from '../components/PanelRedirect';
import { useDictionaryParams } from '../hooks/use-dictionary-route';
import { useValidPair } from '../hooks/use-valid-pair';
import { detailPath, searchPath } from '../lib/paths';
import { SentencesList } from '../panels/sentences/SentencesList';

export default function WordSentencesPage() {
  const params = useDictionaryParams();
  const pair = useValidPair(params.lang, params.langT);
  const to = useLocalePath();
  const search = params.search ?? '';
  if (!pair.ok || !params.id) return <Navigate replace to={to(searchPath(pair.lang, pair.langT, search))} />;
  return <WordSentences lang={pair.lang} langT={pair.langT} search={search} id={params.id} />;
}

export function WordSentences({ lang, langT, search, id }: { lang: string; langT: string; search: string; id: number }) {
  const { t } = useTranslation('dictionary');
  const mobile = useIsMobile();
  const to = useLocalePath();
  const translation = useTranslationDetail(id, lang);
  const tr = translation.data;
  const title = tr
    ? t('panel.sentences_pair', { word: tr.primary_word.name, wordT: tr.translation_word.name })
    : t('panel.sentences', { word: search });
  useDocumentTitle(`${title} · Glossa`);

  if (!mobile) {
    if (!tr) return translation.isError ? <Navigate replace to={to(searchPath(lang, langT, search))} /> : null;
    return (
      <PanelRedirect
        lang={lang}
        langT={langT}
        search={search}
        panels={[
          { type: 'translation', id },
          { type: 'sentences', word: tr.primary_word.name, wordT: tr.translation_word.name, translationId: id },
        ]}
      />
    );
  }

  return (
    <Container size="sm" px="sm" py="md" data-testid="word-sentences-page">
      <PageHeader back={to(detailPath(lang, langT, search, id))} title={title} />
      {tr ? (
        <SentencesList params={{ word: tr.primary_word.name, wordT: tr.translation_word.name, lang, langT }} />
      ) : translation.isError ? (
        <Navigate replace to={to(searchPath(lang, langT, search))} />
      ) : (
        <Loader size="sm" />
      )}
    </Container>
  );
}
