// The dictionary search: language pair, swap, the field with autocomplete and the submit button.
import { useEffect, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../../shared/dictionary/SearchInput';
import { LanguageBar } from './LanguageBar';
import classes from './SearchBox.module.css';

export interface SearchBoxProps {
  lang: string;
  langT: string;
  /** The searched text (the URL's); the field follows it when it changes. */
  text: string;
  onSearch(text: string): void;
  onLanguagesChange(lang: string, langT: string): void;
  inputRef?: Ref<HTMLInputElement>;
  /** Next to the field (e.g. the history button on mobile). */
  aside?: ReactNode;
  compact?: boolean;
  autoFocus?: boolean;
  idPrefix?: string;
}

export function SearchBox({
  lang,
  langT,
  text,
  onSearch,
  onLanguagesChange,
  inputRef,
  aside,
  compact = false,
  autoFocus,
  idPrefix = 'dictionary',
}: SearchBoxProps) {
  const { t } = useTranslation('dictionary');
  const [value, setValue] = useState(text);
  useEffect(() => setValue(text), [text]);

  const submit = (next: string) => {
    setValue(next);
    if (next.trim()) onSearch(next.trim());
  };

  return (
    <form
      role="search"
      className={classes.box}
      data-compact={compact || undefined}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit(value);
      }}
    >
      <LanguageBar lang={lang} langT={langT} onChange={onLanguagesChange} size={compact ? 'sm' : 'md'} idPrefix={idPrefix} />
      <div className={classes.row}>
        <SearchInput
          id={`${idPrefix}-search`}
          value={value}
          onChange={setValue}
          onSubmit={submit}
          lang={lang}
          langT={langT}
          inputRef={inputRef}
          size={compact ? 'md' : 'lg'}
          autoFocus={autoFocus}
          placeholder={t('search.placeholder')}
          label={t('search.label')}
          inputClassName={classes.input}
        />
        {!compact && (
          <Button type="submit" size="lg" radius="xl" className={classes.submit} data-testid="search-submit">
            {t('search.submit')}
          </Button>
        )}
        {aside}
      </div>
    </form>
  );
}
