// DetailWordPage (core.md §2): dictionary/{lang}/{lang_t}/{search}/{id} on mobile, the translation
// detail as a page (DictionaryPage renders it; on desktop that page opens the panel instead and
// keeps the id in the URL).
import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useIsMobile } from '../../../shared/ui/breakpoints';
import { PageHeader } from '../components/PageHeader';
import { PanelRedirect } from '../components/PanelRedirect';
import { useDictionaryParams } from '../hooks/use-dictionary-route';
import { useLanguageName } from '../hooks/use-language-name';
import { useValidPair } from '../hooks/use-valid-pair';
import { searchPath, wordSentencesPath } from '../lib/paths';
import { TranslationDetail } from '../panels/detail/TranslationDetail';

export default function DetailWordPage() {
  const { t } = useTranslation('dictionary');
  const params = useDictionaryParams();
  const pair = useValidPair(params.lang, params.langT);
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const to = useLocalePath();
  const name = useLanguageName();
  const search = params.search ?? '';
  useDocumentTitle(`${search} · ${t('panel.translation')} · Glossa`);

  if (!pair.ok || params.id === null || params.id === undefined) {
    return <Navigate replace to={to(searchPath(pair.lang, pair.langT, search))} />;
  }
  const { lang, langT } = pair;
  const id = params.id;
  if (!mobile) return <PanelRedirect lang={lang} langT={langT} search={search} panels={[{ type: 'translation', id }]} />;

  return (
    <Container size="sm" px="sm" py="md" data-testid="detail-page">
      <PageHeader back={to(searchPath(lang, langT, search))} title={search} subtitle={`${name(lang)} → ${name(langT)}`} />
      <TranslationDetail
        id={id}
        lang={lang}
        langT={langT}
        search={search}
        from="translation_panel"
        onAllExamples={() => void navigate(to(wordSentencesPath(lang, langT, search, id)))}
      />
    </Container>
  );
}
