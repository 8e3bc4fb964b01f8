// The document title of a page: "<its name> · Glossa" (issue 39: every page has a title of its own).
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

export function usePageTitle(namespace: string, key: string): void {
  const { t } = useTranslation(namespace);
  useDocumentTitle(`${t(key)} · Glossa`);
}
