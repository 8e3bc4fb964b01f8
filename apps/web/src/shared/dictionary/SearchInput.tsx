// The search field with autocomplete: a combobox over GET /words/tooltips (debounced 300 ms, at most
// 6 words with their best translation). Used by the dictionary's search box, the header search and
// the home page's search, so all three suggest the same words with the same keys. A small hand-rolled ARIA listbox: Mantine's Combobox would
// bring floating-ui onto the dictionary's first load. Keys: ↓/↑ move, Enter picks (or searches the
// typed text), Esc closes the list, Tab leaves.
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { TIMINGS } from '@glossa/contract/constants';
import type { Tooltip } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import classes from './SearchInput.module.css';
import { useTooltips } from './tooltips';

export interface SearchInputProps {
  value: string;
  onChange(text: string): void;
  /** Searches a text (typed and submitted, or a picked suggestion). */
  onSubmit(text: string): void;
  lang: string;
  langT: string;
  inputRef?: Ref<HTMLInputElement>;
  size?: 'sm' | 'md' | 'lg';
  autoFocus?: boolean;
  id?: string;
  placeholder: string;
  /** The field's accessible name. */
  label: string;
  /** Extra class of the <input> (the dictionary's larger text). */
  inputClassName?: string;
  radius?: 'xl' | 'md';
  'data-testid'?: string;
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

export function SearchInput({
  value,
  onChange,
  onSubmit,
  lang,
  langT,
  inputRef,
  size = 'lg',
  autoFocus,
  id,
  placeholder,
  label,
  inputClassName,
  radius = 'xl',
  'data-testid': testId = 'search-input',
}: SearchInputProps) {
  const { t } = useTranslation('common');
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
        placeholder={placeholder}
        aria-label={label}
        // The whole placeholder stays readable when it is longer than the field (de, uk).
        title={placeholder}
        leftSection={<IconSearch size={size === 'lg' ? 20 : 17} stroke={1.8} />}
        rightSection={
          value ? (
            <CloseButton
              aria-label={t('search_box.clear')}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                onChange('');
                setOpen(false);
              }}
            />
          ) : null
        }
        size={size}
        radius={radius}
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
        classNames={{ input: inputClassName }}
        data-testid={testId}
      />
      {expanded && (
        <ul id={listId} role="listbox" aria-label={t('search_box.suggestions')} className={classes.listbox}>
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
