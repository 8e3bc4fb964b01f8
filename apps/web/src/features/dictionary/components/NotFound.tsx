// Nothing found (core.md §4 Search): close spellings from the server, words starting like the text
// (tooltips), the machine-translation slot (filled by its own feature later) and a way to add it.
import { IconPlus, IconSearchOff } from '@tabler/icons-react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useTooltips } from '../../../shared/dictionary/tooltips';
import { Slot } from '../../../shared/slots/Slot';
import { useLanguageName } from '../hooks/use-language-name';
import { contributionLinks } from '../lib/contribution-links';
import { searchPath } from '../lib/paths';
import classes from './Results.module.css';

export interface NotFoundProps {
  search: string;
  lang: string;
  langT: string;
  closeSpellings: readonly string[];
  /** The search itself failed (not just empty): say so. */
  failed?: boolean;
}

export default function NotFound({ search, lang, langT, closeSpellings, failed }: NotFoundProps) {
  const { t } = useTranslation('dictionary');
  const to = useLocalePath();
  const name = useLanguageName();
  const tooltips = useTooltips({ lang, langT, search });
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
