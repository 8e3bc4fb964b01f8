// The mini dictionary (core.md §2 panels): a compact search in a popup, opened from anywhere with
// openMiniDictionary() (the selection tooltip's 'more translations'). Names only
// (/translations/light); each result and 'open in the dictionary' lead to the full page.
import { useState } from 'react';
import { Anchor, Loader } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { closeMiniDictionary, useMiniDictionary } from '../../../shared/dictionary/mini-dictionary';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useLanguagePair } from '../../../shared/reference/language-pair';
import { Slot } from '../../../shared/slots/Slot';
import { Popup } from '../../../shared/ui/Popup';
import { useTranslationsLight } from '../api/get-translations-light';
import { AttributeTags } from '../components/AttributeTags';
import { SearchBox } from '../components/SearchBox';
import { contributionLinks } from '../lib/contribution-links';
import { detailPath, searchPath } from '../lib/paths';
import classes from './Overlays.module.css';

export default function MiniDictionary() {
  const { opened, openCount } = useMiniDictionary();
  // A fresh widget for every opening, starting from what it was opened with.
  return <MiniDictionaryBody key={openCount} opened={opened} />;
}

function MiniDictionaryBody({ opened }: { opened: boolean }) {
  const { t } = useTranslation('dictionary');
  const to = useLocalePath();
  const query = useMiniDictionary((s) => s.query);
  const pair = useLanguagePair(useCurrentLocale());
  const [lang, setLang] = useState(query.lang ?? pair.lang);
  const [langT, setLangT] = useState(query.langT ?? pair.langT);
  const [search, setSearch] = useState(query.text.trim());
  const results = useTranslationsLight({ lang, langT, search }, opened);
  const items = results.data?.data ?? [];

  return (
    <Popup opened={opened} onClose={closeMiniDictionary} title={t('mini.title')}>
      <div data-testid="mini-dictionary" data-no-selection-tooltip>
        <SearchBox
          lang={lang}
          langT={langT}
          text={search}
          onSearch={setSearch}
          onLanguagesChange={(l, lt) => {
            setLang(l);
            setLangT(lt);
          }}
          compact
          autoFocus={!search}
          idPrefix="mini"
        />
        <div className={classes.miniResults}>
          {!search ? null : results.isLoading ? (
            <Loader size="sm" />
          ) : items.length === 0 ? (
            <div className={classes.miniEmpty}>
              <p>{t('not_found.title', { search })}</p>
              <Slot name="machine-translation" text={search} lang={lang} langT={langT} place="mini-dictionary" />
              <Anchor component={Link} to={to(contributionLinks.addTranslation({ lang, langT, word: search, from: 'mini_dictionary' }))} onClick={closeMiniDictionary} size="sm">
                {t('not_found.add')}
              </Anchor>
            </div>
          ) : (
            <ul className={classes.miniList}>
              {items.map((item) => (
                <li key={item.id} className={classes.miniItem} data-testid="mini-result">
                  <Link to={to(detailPath(lang, langT, search, item.id))} onClick={closeMiniDictionary} className={classes.miniLink}>
                    <span className={classes.miniSource}>{item.primary_word.name}</span>
                    <IconArrowRight size={14} className={classes.miniArrow} />
                    <span className={classes.miniWord}>{item.translation_word.name}</span>
                    <AttributeTags attributes={item.all_translation_attributes} />
                  </Link>
                  <Slot
                    name="favorite-star"
                    target={{ entity_type: 'translation', entity_id: item.id, favorite: item.favorite }}
                    place="mini-dictionary"
                    size="sm"
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        {search && (
          <Anchor component={Link} to={to(searchPath(lang, langT, search))} onClick={closeMiniDictionary} fw={600} size="sm" data-testid="mini-open-full">
            {t('mini.open_full')} →
          </Anchor>
        )}
      </div>
    </Popup>
  );
}
