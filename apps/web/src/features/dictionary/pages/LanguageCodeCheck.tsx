// The language pair of a dictionary URL: an alias (deu, de for ger) is redirected to the dictionary
// code, keeping the rest of the path; a code no language has is said plainly instead of quietly
// showing another language.
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconLanguageOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useParams } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useAllData } from '../../../shared/reference/all-data';
import { languageAliases, withLanguageCodes } from '../lib/language-codes';

export default function LanguageCodeCheck() {
  const { lang = '', langT = '' } = useParams();
  const location = useLocation();
  const allData = useAllData();
  if (!allData.data) return null;
  const aliases = languageAliases(allData.data.languages);
  const canonical = [aliases.get(lang.toLowerCase()), aliases.get(langT.toLowerCase())] as const;
  if (canonical[0] && canonical[1]) {
    if (canonical[0] === lang && canonical[1] === langT) return <Outlet />;
    return <Navigate replace to={{ ...location, pathname: withLanguageCodes(location.pathname, canonical[0], canonical[1]) }} />;
  }
  return <UnknownLanguageCode code={canonical[0] ? langT : lang} />;
}

function UnknownLanguageCode({ code }: { code: string }) {
  const { t } = useTranslation('dictionary');
  const to = useLocalePath();
  return (
    <Stack align="center" gap="md" py={48} px="md" ta="center" data-testid="unknown-language-code">
      <IconLanguageOff size={48} stroke={1.4} aria-hidden />
      <Title order={1} fz={{ base: 22, md: 26 }}>
        {t('unknown_code.title')}
      </Title>
      <Text maw={520}>{t('unknown_code.text', { code })}</Text>
      <Button component={Link} to={to('/dictionary')} radius="xl">
        {t('unknown_code.action')}
      </Button>
    </Stack>
  );
}
