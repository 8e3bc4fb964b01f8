import { useState, type FormEvent } from 'react';
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentLocale } from '../../shared/i18n/locale-store';
import { localePath } from '../../shared/i18n/locales';
import { dictionarySearchPath, useLanguagePair } from '../../shared/reference/language-pair';

/** The search entry point of the header: opens the dictionary with the remembered language pair. */
export function HeaderSearch() {
  const { t } = useTranslation();
  const locale = useCurrentLocale();
  const navigate = useNavigate();
  const { lang, langT } = useLanguagePair(locale);
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(localePath(dictionarySearchPath(lang, langT, text), locale));
  };

  return (
    <form role="search" onSubmit={submit} style={{ flex: 1, maxWidth: 380, minWidth: 180 }}>
      <TextInput
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        placeholder={t('header.search_placeholder')}
        aria-label={t('header.search_label')}
        title={`${lang.toUpperCase()} → ${langT.toUpperCase()}`}
        leftSection={<IconSearch size={16} stroke={1.8} />}
        radius="xl"
        name="search"
        autoComplete="off"
      />
    </form>
  );
}
