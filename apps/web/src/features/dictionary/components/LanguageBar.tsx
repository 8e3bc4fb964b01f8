// Source and target language with a swap button between them. Choosing the language already on the
// other side swaps the pair (core.md §4 Search).
import { ActionIcon } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRecentLanguages } from '../hooks/use-recent-languages';
import { LanguageSelect } from './LanguageSelect';
import classes from './SearchBox.module.css';

export interface LanguageBarProps {
  lang: string;
  langT: string;
  onChange(lang: string, langT: string): void;
  size?: 'sm' | 'md';
  /** Field ids prefix (two bars on one screen: the page and the mini dictionary). */
  idPrefix?: string;
}

/** The pair after choosing `code` on one side: the same language as the other side swaps them. */
export function choosePair(side: 'lang' | 'langT', code: string, lang: string, langT: string): [string, string] {
  if (side === 'lang') return code === langT ? [code, lang] : [code, langT];
  return code === lang ? [langT, code] : [lang, code];
}

export function LanguageBar({ lang, langT, onChange, size = 'md', idPrefix = 'dictionary' }: LanguageBarProps) {
  const { t } = useTranslation('dictionary');
  const recent = useRecentLanguages((s) => s.codes);
  const push = useRecentLanguages((s) => s.push);

  const choose = (side: 'lang' | 'langT', code: string) => {
    const [nextLang, nextLangT] = choosePair(side, code, lang, langT);
    push(code);
    onChange(nextLang, nextLangT);
  };

  return (
    <div className={classes.languageBar} data-size={size}>
      <LanguageSelect
        id={`${idPrefix}-lang`}
        label={t('languages.from')}
        value={lang}
        onChange={(code) => choose('lang', code)}
        recent={recent}
        pairedWith={langT}
        size={size}
        radius="md"
        className={classes.languageSelect}
        data-testid="lang-select"
      />
      <ActionIcon
        variant="light"
        size={size === 'sm' ? 34 : 40}
        radius="xl"
        className={classes.swap}
        aria-label={t('languages.swap')}
        title={t('languages.swap')}
        onClick={() => onChange(langT, lang)}
        data-testid="swap-languages"
      >
        <IconArrowsExchange size={18} />
      </ActionIcon>
      <LanguageSelect
        id={`${idPrefix}-lang-t`}
        label={t('languages.to')}
        value={langT}
        onChange={(code) => choose('langT', code)}
        recent={recent}
        pairedWith={lang}
        size={size}
        radius="md"
        className={classes.languageSelect}
        data-testid="lang-t-select"
      />
    </div>
  );
}
