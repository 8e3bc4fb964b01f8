import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchInput } from '../../shared/dictionary/SearchInput';
import { useCurrentLocale } from '../../shared/i18n/locale-store';
import { localePath } from '../../shared/i18n/locales';
import { useLanguageNameOf } from '../../shared/reference/language-name';
import { dictionarySearchPath, useLanguagePair } from '../../shared/reference/language-pair';

/**
 * The search entry point of the header: suggests words as the dictionary's box does (same list, same
 * keys) and opens the dictionary with the remembered language pair.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const locale = useCurrentLocale();
  const navigate = useNavigate();
  const { lang, langT } = useLanguagePair(locale);
  const name = useLanguageNameOf();
  const [text, setText] = useState('');

  const search = (value: string) => {
    if (!value.trim()) return;
    void navigate(localePath(dictionarySearchPath(lang, langT, value), locale));
  };

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        search(text);
      }}
      style={{ flex: 1, maxWidth: 380, minWidth: 140 }}
      title={`${name(lang)} → ${name(langT)}`}
    >
      <SearchInput
        id="header-search"
        value={text}
        onChange={setText}
        onSubmit={search}
        lang={lang}
        langT={langT}
        size="sm"
        placeholder={t('header.search_placeholder')}
        label={t('header.search_label')}
        data-testid="header-search-input"
      />
    </form>
  );
}
