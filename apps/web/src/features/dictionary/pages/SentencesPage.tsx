// SentencesPage (mobile, core.md §2): the example sentences of the searched word. Desktop visits
// open the sentences panel of the search page instead.
import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useIsMobile } from '../../../shared/ui/breakpoints';
import { PageHeader } from '../components/PageHeader';
import { PanelRedirect } from '../components/PanelRedirect';
import { useDictionaryParams } from '../hooks/use-dictionary-route';
import { useValidPair } from '../hooks/use-valid-pair';
import { searchPath } from '../lib/paths';
import { SentencesList } from '../panels/sentences/SentencesList';

export default function SentencesPage() {
  const { t } = useTranslation('dictionary');
  const params = useDictionaryParams();
  const [query] = useSearchParams();
  const pair = useValidPair(params.lang, params.langT);
  const mobile = useIsMobile();
  const to = useLocalePath();
  const search = params.search ?? '';
  const word = query.get('word')?.trim() || search;
  useDocumentTitle(`${t('panel.sentences', { word })} · Glossa`);

  if (!pair.ok) return <Navigate replace to={to(searchPath(pair.lang, pair.langT, search))} />;
  const { lang, langT } = pair;
  if (!mobile) return <PanelRedirect lang={lang} langT={langT} search={search} panels={[{ type: 'sentences', word }]} />;

  return (
    <Container size="sm" px="sm" py="md" data-testid="sentences-page">
      <PageHeader back={to(searchPath(lang, langT, search))} title={t('panel.sentences', { word })} />
      <SentencesList params={{ word, lang, langT }} />
    </Container>
  );
}
