// A word the AI partner marked in its reply (issue 40): a button in the text that opens the word's
// dictionary entry (GET /api/translations, from the language practised into the learner's native
// language): its translations with part of speech and a meaning, the voice (a member's recording or
// the synthetic voice with IPA), a star per translation to keep it in favorites, and a link to the
// full entry (examples, sentences). Keyboard: the word is a button; Escape closes the entry.
import '@mantine/core/styles/Popover.css';
import { useEffect, useRef, useState } from 'react';
import { Anchor, Loader, Popover } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TranslationsResponse } from '@glossa/contract';
import { api } from '../../../shared/api';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { Slot } from '../../../shared/slots/Slot';
import classes from './AiPartner.module.css';

export interface MarkedWordProps {
  word: string;
  lang: string;
  /** The learner's native language (the entry's translations are in it). */
  langT: string;
}

const entryOf = (word: string, lang: string, langT: string, signal?: AbortSignal) =>
  api.get<TranslationsResponse>('/translations', { query: { lang, lang_t: langT, search: word, page: 1, limit: 5 }, signal, silent: true });

function Entry({ word, lang, langT }: MarkedWordProps) {
  const { t } = useTranslation('plus');
  const to = useLocalePath();
  // Fetched at every opening: a star set the last time shows filled.
  const entry = useQuery({ queryKey: ['ai-partner', 'entry', lang, langT, word], queryFn: ({ signal }) => entryOf(word, lang, langT, signal), staleTime: 0 });
  if (entry.isLoading) return <Loader size="xs" type="dots" />;
  if (entry.isError) return <p className={classes.note}>{t('ai.entry_failed')}</p>;
  const rows = entry.data?.data ?? [];
  const head = rows[0]?.primary_word;
  return (
    <div className={classes.entry} data-testid="marked-entry" data-no-selection-tooltip>
      <div className={classes.entryHead}>
        <strong data-testid="marked-entry-word">{head?.name ?? word}</strong>
        {head && head.transcriptions[0] && <span className={classes.ipa}>/{head.transcriptions[0]}/</span>}
        {head && head.audios.length === 0 && <Slot name="synthetic-voice" wordId={head.id} word={head.name} showIpa={head.transcriptions.length === 0} size="sm" />}
      </div>
      {rows.length === 0 ? (
        <p className={classes.note} data-testid="marked-entry-none">
          {t('ai.entry_none')}
        </p>
      ) : (
        <ul className={classes.entryList}>
          {rows.map((r) => {
            const pos = r.all_primary_attributes.find((a) => a.group === 'part_of_speech')?.attribute.name;
            const meaning = r.primary_meanings_descriptions[0]?.value;
            return (
              <li key={r.id} className={classes.entryItem} data-testid="marked-entry-translation">
                <div className={classes.entryText}>
                  <span className={classes.entryTranslation}>{r.translation_word.name}</span>
                  {pos && <span className={classes.note}> · {pos}</span>}
                  {meaning && <div className={classes.entryMeaning}>{meaning}</div>}
                </div>
                <Slot name="favorite-star" target={{ entity_type: 'translation', entity_id: r.id, favorite: r.favorite }} place="mini-dictionary" size="sm" />
              </li>
            );
          })}
        </ul>
      )}
      {rows[0] && (
        <Anchor component={Link} to={to(rows[0].url_translate_detail)} size="sm" fw={600} data-testid="marked-entry-open">
          {t('ai.entry_open')}
        </Anchor>
      )}
    </div>
  );
}

export function MarkedWord(props: MarkedWordProps) {
  const { t } = useTranslation('plus');
  const [opened, setOpened] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const target = useRef<HTMLButtonElement>(null);
  // A click elsewhere closes the entry, but not one in the star's folder question (a modal of its
  // own, marked data-no-selection-tooltip): closing would unmount the star while it asks.
  useEffect(() => {
    if (!opened) return;
    const onDown = (e: PointerEvent) => {
      const el = e.target instanceof Element ? e.target : null;
      if (!el || root.current?.contains(el) || target.current?.contains(el) || el.closest('[data-no-selection-tooltip]')) return;
      setOpened(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [opened]);
  return (
    // Below modals (200): the star's folder question covers the entry.
    <Popover opened={opened} onChange={setOpened} width={300} position="bottom" withArrow shadow="md" trapFocus={false} returnFocus closeOnClickOutside={false} zIndex={150}>
      <Popover.Target>
        <button
          ref={target}
          type="button"
          className={classes.mark}
          onClick={() => setOpened((o) => !o)}
          aria-expanded={opened}
          aria-label={t('ai.mark_label', { word: props.word })}
          data-testid="marked-word"
        >
          {props.word}
        </button>
      </Popover.Target>
      <Popover.Dropdown ref={root} data-no-selection-tooltip>
        {opened && <Entry {...props} />}
      </Popover.Dropdown>
    </Popover>
  );
}

/** The reply's text with its marked words as buttons. */
export function MarkedText({ text, marks, lang, langT }: { text: string; marks: { start: number; end: number; word: string }[]; lang: string; langT: string }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [i, m] of [...marks].sort((a, b) => a.start - b.start).entries()) {
    if (m.start < at || m.end > text.length) continue;
    parts.push(text.slice(at, m.start));
    parts.push(<MarkedWord key={i} word={text.slice(m.start, m.end)} lang={lang} langT={langT} />);
    at = m.end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
