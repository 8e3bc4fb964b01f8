// A random example sentence of the pair with its translation (GET /translations/sentences/example),
// shown before the first search.
import { IconQuote } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useSentenceExample } from '../api/get-sentence-example';
import { searchPath } from '../lib/paths';
import classes from './Sentences.module.css';
import { SentenceText } from './SentenceText';

export function ExampleSentence({ lang, langT }: { lang: string; langT: string }) {
  const { t } = useTranslation('dictionary');
  const to = useLocalePath();
  const example = useSentenceExample(lang, langT);
  const data = example.data;
  if (!data) return null;
  return (
    <figure className={classes.example} data-testid="example-sentence">
      <figcaption className={classes.exampleLabel}>
        <IconQuote size={16} /> {t('landing.example')}
      </figcaption>
      <blockquote className={classes.exampleText}>
        <SentenceText text={data.sentence.sentence_text} selected={data.sentence.selected_positions} lang={data.sentence.lang_code} />
      </blockquote>
      <p className={classes.exampleTranslation} data-lang={data.translation.lang_code}>
        {data.translation.sentence_text}
      </p>
      <Link to={to(searchPath(lang, langT, data.word.name))} className={classes.exampleLink}>
        {t('landing.look_up', { word: data.word.name })} →
      </Link>
    </figure>
  );
}
