// "Haus is German: German → Spanish (3)": the word of a search that found nothing (or little)
// exists in other languages; one click searches it the right way round (the server's other_directions).
import { IconArrowsExchange } from '@tabler/icons-react';
import type { OtherDirection } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useLanguageName } from '../hooks/use-language-name';
import { byLanguage } from '../lib/other-directions';
import { searchPath } from '../lib/paths';
import classes from './Results.module.css';

export interface OtherDirectionsProps {
  search: string;
  lang: string;
  langT: string;
  directions: readonly OtherDirection[];
  /** The search found translations too: the word is "also" of these languages. */
  also?: boolean;
}

export function OtherDirections({ search, lang, langT, directions, also = false }: OtherDirectionsProps) {
  const { t } = useTranslation('dictionary');
  const to = useLocalePath();
  const name = useLanguageName();
  if (!directions.length) return null;
  return (
    <div className={classes.otherDirections} data-testid="other-directions">
      {byLanguage(directions).map((group) => (
        <p key={group.lang} className={classes.otherDirection}>
          <span>{t(also ? 'other_directions.also_language' : 'other_directions.is_language', { search, language: name(group.lang) })}</span>{' '}
          {group.directions.map((d) => {
            const swap = d.lang === langT && d.lang_t === lang;
            return (
              <Link
                key={`${d.lang}-${d.lang_t}`}
                to={to(searchPath(d.lang, d.lang_t, search))}
                className={classes.suggestion}
                data-testid="other-direction"
                title={swap ? t('languages.swap') : undefined}
              >
                {swap && <IconArrowsExchange size={14} aria-hidden className={classes.otherDirectionIcon} />}
                {t('other_directions.direction', { from: name(d.lang), to: name(d.lang_t), count: d.count })}
              </Link>
            );
          })}
        </p>
      ))}
    </div>
  );
}
