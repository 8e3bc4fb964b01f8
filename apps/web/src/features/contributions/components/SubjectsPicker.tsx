// Subjects (vocabulary codes) of a translation: the chosen ones first, the rest behind a filter.
// At most 5, counting what the translation already has: a sixth is refused with the spec's message.
import { useMemo, useState } from 'react';
import { Button, TextInput } from '@mantine/core';
import { IconCheck, IconChevronDown, IconChevronUp, IconLock, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAllData } from '../../../shared/reference/all-data';
import { MAX_SUBJECTS, toggleSubject } from '../lib/subjects';
import classes from './Pickers.module.css';

export interface SubjectsPickerProps {
  value: string[];
  onChange(codes: string[]): void;
  /** Subjects the translation already has (shown, not removable, counted). */
  locked?: string[];
  disabled?: boolean;
  /** Opened from the start (edit screens). */
  initiallyOpen?: boolean;
}

export function SubjectsPicker({ value, onChange, locked = [], disabled, initiallyOpen = false }: SubjectsPickerProps) {
  const { t } = useTranslation('contributions');
  const { data } = useAllData();
  const [open, setOpen] = useState(initiallyOpen);
  const [filter, setFilter] = useState('');
  const [refused, setRefused] = useState(false);
  const vocabularies = useMemo(() => data?.vocabularies ?? [], [data]);
  const name = (code: string) => vocabularies.find((v) => v.code === code)?.localized_value ?? code;
  const chosen = [...locked, ...value];
  const needle = filter.trim().toLocaleLowerCase();
  const rest = vocabularies.filter(
    (v) => !chosen.includes(v.code) && (!needle || v.localized_value.toLocaleLowerCase().includes(needle)),
  );

  const toggle = (code: string) => {
    const result = toggleSubject(value, code, locked);
    setRefused(result.refused);
    if (!result.refused) onChange(result.codes);
  };

  return (
    <div data-testid="subjects-picker">
      <div className={classes.pills}>
        {locked.map((code) => (
          <button key={code} type="button" className={`${classes.pill} ${classes.locked}`} aria-pressed="true" disabled>
            <IconLock size={12} /> {name(code)}
          </button>
        ))}
        {value.map((code) => (
          <button key={code} type="button" className={classes.pill} aria-pressed="true" onClick={() => toggle(code)} disabled={disabled}>
            <IconCheck size={13} /> {name(code)}
          </button>
        ))}
        <Button
          variant="subtle"
          size="compact-sm"
          radius="xl"
          onClick={() => setOpen((o) => !o)}
          disabled={disabled}
          rightSection={open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
          data-testid="subjects-toggle"
        >
          {t('subjects.choose', { n: chosen.length, max: MAX_SUBJECTS })}
        </Button>
      </div>
      {refused && (
        <p className={classes.limit} role="alert" data-testid="subjects-limit">
          {t('subjects.limit')}
        </p>
      )}
      {open && !disabled && (
        <>
          <TextInput
            mt="sm"
            size="sm"
            radius="md"
            leftSection={<IconSearch size={15} />}
            placeholder={t('subjects.filter')}
            aria-label={t('subjects.filter')}
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
          />
          <div className={`${classes.pills} ${classes.list}`}>
            {rest.map((v) => (
              <button key={v.code} type="button" className={classes.pill} aria-pressed="false" onClick={() => toggle(v.code)}>
                {v.localized_value}
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
