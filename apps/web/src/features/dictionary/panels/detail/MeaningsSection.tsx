// Meanings of both words (the first 3 of each side come with the translation; "show all" loads the
// rest from /meaning-descriptions). Each meaning says its language (lang_code).
import { useState } from 'react';
import { UnstyledButton } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { MeaningDescription, Translation } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../../shared/i18n/use-locale-path';
import wordClasses from '../../components/Word.module.css';
import { useMeaningDescriptions } from '../../api/get-meaning-descriptions';
import { useLanguageName } from '../../hooks/use-language-name';
import { contributionLinks } from '../../lib/contribution-links';
import classes from './Detail.module.css';
import { Section } from './Section';

function SideMeanings({
  translationId,
  word,
  preview,
  total,
  canEdit,
}: {
  translationId: number;
  word: Translation['primary_word'];
  preview: MeaningDescription[];
  total: number;
  canEdit(id: number): boolean;
}) {
  const { t } = useTranslation('dictionary');
  const to = useLocalePath();
  const name = useLanguageName();
  const [all, setAll] = useState(false);
  const more = useMeaningDescriptions(translationId, word.lang_code, all && total > preview.length);
  const meanings = all && more.data ? more.data.data : preview;
  if (total === 0) return null;
  return (
    <div className={classes.side}>
      <div className={classes.sideTitle}>
        <span data-lang={word.lang_code}>{word.name}</span> <span className={classes.sideLang}>{name(word.lang_code)}</span>
      </div>
      <ol className={classes.meanings}>
        {meanings.map((m) => (
          <li key={m.id} data-lang={m.lang_code} data-testid="meaning">
            <span className={wordClasses.langCode}>{name(m.lang_code)}</span>
            {m.value}
            {canEdit(m.id) && (
              <Link
                to={to(contributionLinks.editMeaning(translationId, word.lang_code, m.id, 'translation_panel'))}
                className={classes.inlineEdit}
                aria-label={t('card.edit')}
                title={t('card.edit')}
              >
                <IconPencil size={13} />
              </Link>
            )}
          </li>
        ))}
      </ol>
      {total > preview.length && !all && (
        <UnstyledButton className={classes.more} onClick={() => setAll(true)}>
          {t('detail.all_meanings', { count: total })}
        </UnstyledButton>
      )}
    </div>
  );
}

export function MeaningsSection({ translation: tr, canEdit }: { translation: Translation; canEdit(id: number): boolean }) {
  const { t } = useTranslation('dictionary');
  if (tr.primary_meanings_descriptions_total_count + tr.translation_meanings_descriptions_total_count === 0) return null;
  return (
    <Section title={t('detail.meanings')} testId="detail-meanings">
      <SideMeanings
        translationId={tr.id}
        word={tr.primary_word}
        preview={tr.primary_meanings_descriptions}
        total={tr.primary_meanings_descriptions_total_count}
        canEdit={canEdit}
      />
      <SideMeanings
        translationId={tr.id}
        word={tr.translation_word}
        preview={tr.translation_meanings_descriptions}
        total={tr.translation_meanings_descriptions_total_count}
        canEdit={canEdit}
      />
    </Section>
  );
}
