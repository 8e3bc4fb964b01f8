// What a card (or a need-action item) is about: a translation with its words, explanations,
// attributes and an example; a sentence and its translation; or the word or sentence to voice.
import { IconArrowRight } from '@tabler/icons-react';
import type { TaskMaterial } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import { useLanguages } from '../../../shared/reference/all-data';
import classes from './Tasks.module.css';

export function useLanguageName() {
  const { languages } = useLanguages();
  return (code: string) => languages.find((l) => l.code === code)?.name ?? code;
}

function Side({ lang, text, big }: { lang: string; text: string; big: boolean }) {
  const name = useLanguageName();
  return (
    <div className={classes.side}>
      <div className={classes.lang}>{name(lang)}</div>
      <div className={big ? classes.word : classes.sentence}>{text}</div>
    </div>
  );
}

export function MaterialView({ material }: { material: TaskMaterial }) {
  const { t } = useTranslation('tasks');
  const { words, sentences } = material;
  if (material.entity_type_slug === 'translation-union' && words.length === 2) {
    const explanations = material.explanations.filter((e): e is string => Boolean(e));
    return (
      <>
        <div className={classes.pair} data-testid="task-material">
          <Side lang={words[0]!.lang_code} text={words[0]!.name} big />
          <IconArrowRight className={classes.arrow} size={20} />
          <Side lang={words[1]!.lang_code} text={words[1]!.name} big />
        </div>
        <div className={classes.meta}>
          {explanations.length > 0 && <span>{t('card.explanation', { text: explanations.join(' · ') })}</span>}
          {material.attributes.length > 0 && <span>{t('card.attributes', { list: material.attributes.map((a) => a.code).join(', ') })}</span>}
          {sentences[0] && <span>{t('card.example', { text: sentences[0].text })}</span>}
        </div>
      </>
    );
  }
  if (material.entity_type_slug === 'sentence-translation' && sentences.length === 2) {
    return (
      <div className={classes.pair} data-testid="task-material">
        <Side lang={sentences[0]!.lang_code} text={sentences[0]!.text} big={false} />
        <IconArrowRight className={classes.arrow} size={20} />
        <Side lang={sentences[1]!.lang_code} text={sentences[1]!.text} big={false} />
      </div>
    );
  }
  const one = words[0] ? { lang: words[0].lang_code, text: words[0].name, big: true } : sentences[0] ? { lang: sentences[0].lang_code, text: sentences[0].text, big: false } : null;
  return <div data-testid="task-material">{one ? <Side lang={one.lang} text={one.text} big={one.big} /> : material.summary}</div>;
}
