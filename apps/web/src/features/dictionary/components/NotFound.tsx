// Nothing found (core.md §4 Search): close spellings from the server, words starting like the text
// (tooltips), the machine-translation slot (filled by its own feature later) and a way to add it.
import { IconPlus, IconSearchOff } from '@tabler/icons-react';
import { Button } from '@mantine/core';
import type { LanguagePairCount, OtherDirection } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useTooltips } from '../../../shared/dictionary/tooltips';
import { usePairCounts } from '../../../shared/reference/pair-counts';
import { Slot } from '../../../shared/slots/Slot';
import { useLanguageName } from '../hooks/use-language-name';
import { OtherDirections } from './OtherDirections';
import { contributionLinks } from '../lib/contribution-links';
import { searchPath } from '../lib/paths';
import classes from './Results.module.css';

export interface NotFoundProps {
  search: string;
  lang: string;
  langT: string;
  closeSpellings: readonly string[];
  /** The same word in other languages (searched the other way round, or the languages swapped). */
  otherDirections?: readonly OtherDirection[];
  /** The search itself failed (not just empty): say so. */
  failed?: boolean;
}

/** Pairs with one of the searched languages first (the reader knows it), then the rest. */
function withEitherFirst(pairs: readonly LanguagePairCount[], lang: string, langT: string): LanguagePairCount[] {
  const touches = (p: LanguagePairCount) => [lang, langT].includes(p.lang) || [lang, langT].includes(p.lang_t);
  return [...pairs.filter(touches), ...pairs.filter((p) => !touches(p))];
}

export default function NotFound({ search, lang, langT, closeSpellings, otherDirections = [], failed }: NotFoundProps) {
  const { t } = useTranslation('dictionary');
  const to = useLocalePath();
  const name = useLanguageName();
  const tooltips = useTooltips({ lang, langT, search });
  const pairs = usePairCounts().data;
  // Nothing at all between these two languages: say which pairs have entries and how to get more.
  const emptyPair = pairs !== undefined && !pairs.some((p) => (p.lang === lang && p.lang_t === langT) || (p.lang === langT && p.lang_t === lang));
  const normalized = search.trim().toLocaleLowerCase();
  const suggestions = [...new Set([...closeSpellings, ...(tooltips.data ?? []).map((s) => s.name)])]
    .filter((word) => word.toLocaleLowerCase() !== normalized)
    .slice(0, 8);

  return (
    <section className={classes.notFound} data-testid="not-found" aria-labelledby="not-found-title">
      <div className={classes.notFoundIcon} aria-hidden>
        <IconSearchOff size={28} stroke={1.6} />
      </div>
      <h1 id="not-found-title" className={classes.notFoundTitle}>
        {failed ? t('not_found.failed_title') : t('not_found.title', { search })}
      </h1>
      <p className={classes.notFoundText}>
        {failed ? t('not_found.failed_text') : t('not_found.text', { from: name(lang), to: name(langT) })}
      </p>

      <OtherDirections search={search} lang={lang} langT={langT} directions={otherDirections} />

      {emptyPair && !failed && !otherDirections.length && (
        <div className={classes.emptyPair} data-testid="empty-pair">
          <p>{t('empty_pair.text', { from: name(lang), to: name(langT) })}</p>
          {pairs.length > 0 && (
            <div className={classes.suggestionLinks}>
              {withEitherFirst(pairs, lang, langT).slice(0, 6).map((p) => (
                <Link key={`${p.lang}-${p.lang_t}`} to={to(searchPath(p.lang, p.lang_t, ''))} className={classes.suggestion}>
                  {t('empty_pair.pair', { from: name(p.lang), to: name(p.lang_t), count: p.count })}
                </Link>
              ))}
            </div>
          )}
          <p className={classes.emptyPairHint}>
            {t('empty_pair.import')} <code>npm run import -- freedict eng-jpn</code>
          </p>
        </div>
      )}

      {suggestions.length > 0 && (
        <div className={classes.didYouMean} data-testid="close-spellings">
          <span className={classes.didYouMeanLabel}>{t('not_found.did_you_mean')}</span>
          <div className={classes.suggestionLinks}>
            {suggestions.map((word) => (
              <Link key={word} to={to(searchPath(lang, langT, word))} className={classes.suggestion} data-lang={lang}>
                {word}
              </Link>
            ))}
          </div>
        </div>
      )}

      <Slot name="machine-translation" text={search} lang={lang} langT={langT} place="dictionary" />

      <Button
        component={Link}
        to={to(contributionLinks.addTranslation({ lang, langT, word: search, from: 'dictionary' }))}
        variant="light"
        radius="xl"
        leftSection={<IconPlus size={16} />}
        mt="md"
      >
        {t('not_found.add')}
      </Button>
    </section>
  );
}
