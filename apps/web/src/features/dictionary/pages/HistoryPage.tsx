// The History page (core.md §3 search history; the mobile way to it is the button by the search box).
import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useLanguagePair } from '../../../shared/reference/language-pair';
import HistoryList from '../components/HistoryList';
import { PageHeader } from '../components/PageHeader';
import { searchPath } from '../lib/paths';

export default function HistoryPage() {
  const { t } = useTranslation('dictionary');
  const to = useLocalePath();
  const { lang, langT } = useLanguagePair(useCurrentLocale());
  useDocumentTitle(`${t('history.title')} · Glossa`);
  return (
    <Container size="sm" px="sm" py="md" data-testid="history-page">
      <PageHeader back={to(searchPath(lang, langT))} title={t('history.title')} subtitle={t('history.subtitle')} />
      <HistoryList title={false} />
    </Container>
  );
}
