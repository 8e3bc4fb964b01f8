// The search field with autocomplete: a combobox over GET /words/tooltips (debounced 300 ms, at most
// 6 words with their best translation). A small hand-rolled ARIA listbox: Mantine's Combobox would
// bring floating-ui onto the dictionary's first load. Keys: ↓/↑ move, Enter picks (or searches the
// typed text), Esc closes the list, Tab leaves.
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { TIMINGS } from '@glossa/contract/constants';
import type { Tooltip } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import { useTooltips } from '../api/get-tooltips';
import classes from './SearchBox.module.css';

export interface SearchInputProps {
  value: string;
  onChange(text: string): void;
  /** Searches a text (typed and submitted, or a picked suggestion). */
  onSubmit(text: string): void;
  lang: string;
  langT: string;
  inputRef?: Ref<HTMLInputElement>;
  size?: 'md' | 'lg';
  autoFocus?: boolean;
  id?: string;
}

function Highlighted({ name, typed }: { name: string; typed: string }) {
  const n = typed.trim().length;
  if (n === 0 || !name.toLocaleLowerCase().startsWith(typed.trim().toLocaleLowerCase())) return <>{name}</>;
  return (
    <>
      <mark className={classes.typed}>{name.slice(0, n)}</mark>
      {name.slice(n)}
    </>
  );
}

export function SearchInput({ value, onChange, onSubmit, lang, langT, inputRef, size = 'lg', autoFocus, id }: SearchInputProps) {
  const { t } = useTranslation('dictionary');
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [debounced] = useDebouncedValue(value, TIMINGS.tooltipDebounceMs);
  const tooltips = useTooltips({ lang, langT, search: debounced }, open);
  // Only suggestions for what is typed now (the previous list stays while the next one loads).
  const suggestions: Tooltip[] = open && value.trim() !== '' ? (tooltips.data ?? []) : [];
  const expanded = suggestions.length > 0;

  const pick = (text: string) => {
    setOpen(false);
    setActive(-1);
    onSubmit(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const n = suggestions.length;
      if (n === 0) return;
      setActive((i) => (event.key === 'ArrowDown' ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = active >= 0 ? suggestions[active] : undefined;
      pick(chosen ? chosen.name : value);
    } else if (event.key === 'Escape' && expanded) {
      // Esc closes the list first; the page's Esc (close a panel) waits for the next press.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={classes.inputWrap}>
      <TextInput
        id={id}
        ref={inputRef}
        value={value}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        leftSection={<IconSearch size={size === 'lg' ? 20 : 17} stroke={1.8} />}
        rightSection={
          value ? (
            <CloseButton
              aria-label={t('search.clear')}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                onChange('');
                setOpen(false);
              }}
            />
          ) : null
        }
        size={size}
        radius="xl"
        autoFocus={autoFocus}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        name="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        classNames={{ input: classes.input }}
        data-testid="search-input"
      />
      {expanded && (
        <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className={classes.listbox}>
          {suggestions.map((s, i) => (
            <li
              key={s.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={classes.option}
              // Keeps the focus in the field (a blur would close the list before the click).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(s.name)}
              onMouseEnter={() => setActive(i)}
            >
              <span className={classes.optionWord}>
                <Highlighted name={s.name} typed={value} />
              </span>
              {s.translation && <span className={classes.optionTranslation}>{s.translation}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
