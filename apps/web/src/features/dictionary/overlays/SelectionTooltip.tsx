// Quick translation of selected text (core.md §2, §5): looked up after 300 ms of quiet, the best
// translations, a favorite star (hidden for the user's native language or when the translation is the
// text itself) and 'more translations', which opens the mini dictionary.
import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Loader, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowRight, IconX } from '@tabler/icons-react';
import { TIMINGS } from '@glossa/contract/constants';
import { useTranslation } from 'react-i18next';
import { openMiniDictionary } from '../../../shared/dictionary/mini-dictionary';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { useLanguagePair } from '../../../shared/reference/language-pair';
import { useProfile } from '../../../shared/session/profile';
import { Slot } from '../../../shared/slots/Slot';
import { useTranslationsLight } from '../api/get-translations-light';
import { useLanguageName } from '../hooks/use-language-name';
import { TOOLTIP_GAP, quickPair, tooltipRoom, tooltipTop, type TextSelection } from './selection';
import classes from './Overlays.module.css';
import { ESC_PRIORITY, useEscapeLayer } from '../../../shared/ui/escape-layers';

const WIDTH = 300;

export default function SelectionTooltip({ selection, onClose }: { selection: TextSelection; onClose(): void }) {
  const { t } = useTranslation('dictionary');
  const name = useLanguageName();
  const pair = useLanguagePair(useCurrentLocale());
  const profile = useProfile();
  const { lang, langT } =
    selection.lang && selection.langT && selection.langT !== selection.lang
      ? { lang: selection.lang, langT: selection.langT }
      : quickPair(selection.lang, pair, profile.data?.native_lang);
  const [text] = useDebouncedValue(selection.text, TIMINGS.tooltipDebounceMs);
  const settled = text === selection.text;
  const query = useTranslationsLight({ lang, langT, search: text }, settled);
  const ref = useRef<HTMLDivElement>(null);

  // Esc closes the tooltip before any panel under it (shared/ui/escape-layers).
  useEscapeLayer(ESC_PRIORITY.selectionTooltip, onClose);

  // Below the selection, or above it when the footer, the bottom navigation or the window's edge
  // is in the way; placed again whenever its content changes height (loading, results).
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const place = () => {
      el.style.top = `${tooltipTop(selection, el.offsetHeight, tooltipRoom(selection))}px`;
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(el);
    return () => observer.disconnect();
  }, [selection]);

  const items = query.data?.data.slice(0, 3) ?? [];
  const best = items[0];
  const same = best ? best.translation_word.name.trim().toLocaleLowerCase() === selection.text.toLocaleLowerCase() : false;
  const showStar = Boolean(best) && !same && profile.data?.native_lang !== lang;

  const docWidth = document.documentElement.clientWidth;
  const left = Math.max(8, Math.min(selection.left - WIDTH / 2, window.scrollX + docWidth - WIDTH - 8));

  return createPortal(
    <div
      ref={ref}
      className={classes.tooltip}
      style={{ top: selection.top + TOOLTIP_GAP, left, width: WIDTH }}
      role="dialog"
      aria-label={t('quick.label')}
      data-selection-tooltip
      data-no-selection-tooltip
      data-testid="selection-tooltip"
    >
      <div className={classes.tooltipHead}>
        <span className={classes.tooltipPair}>
          {name(lang)} → {name(langT)}
        </span>
        <UnstyledButton onClick={onClose} aria-label={t('panel.close')} className={classes.tooltipClose}>
          <IconX size={14} />
        </UnstyledButton>
      </div>
      <div className={classes.tooltipText}>{selection.text}</div>
      {!settled || query.isLoading ? (
        <Loader size="xs" my={6} />
      ) : items.length === 0 ? (
        // Not in the dictionary (a phrase, a sentence): the machine translation, when its feature is there.
        <Slot
          name="machine-translation"
          text={selection.text}
          lang={lang}
          langT={langT}
          place="selection"
          fallback={<p className={classes.tooltipEmpty}>{t('quick.none')}</p>}
        />
      ) : (
        <ul className={classes.tooltipList} data-testid="quick-translations">
          {items.map((item, i) => (
            <li key={item.id} className={classes.tooltipItem}>
              <span className={classes.tooltipWord} data-lang={item.translation_word.lang_code}>
                {item.translation_word.name}
              </span>
              {i === 0 && showStar && (
                <Slot
                  name="favorite-star"
                  // The dictionary entry itself (not a raw pair): it can go into a compilation and a lesson.
                  target={{ entity_type: 'translation', entity_id: best!.id, favorite: best!.favorite }}
                  place="selection-tooltip"
                  size="sm"
                />
              )}
              {i === 0 && showStar && <Slot name="add-to-selection" unionId={best!.id} lang={lang} langT={langT} size="sm" />}
            </li>
          ))}
        </ul>
      )}
      <UnstyledButton
        className={classes.tooltipMore}
        onClick={() => {
          openMiniDictionary({ text: selection.text, lang, langT });
          window.getSelection()?.removeAllRanges();
          onClose();
        }}
        data-testid="quick-more"
      >
        {t('quick.more')} <IconArrowRight size={14} />
      </UnstyledButton>
    </div>,
    document.body,
  );
}
