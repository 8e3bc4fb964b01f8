// The first example sentences of this translation in the detail, and the way to all of them.
import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSentences, type SentencesParams } from '../../api/get-sentences';
import { SentenceItem } from '../sentences/SentenceItem';
import listClasses from '../sentences/SentencesList.module.css';
import classes from './Detail.module.css';
import { Section } from './Section';

const PREVIEW = 3;

export function ExamplesPreview({ params, onAll }: { params: SentencesParams; onAll(): void }) {
  const { t } = useTranslation('dictionary');
  const query = useSentences(params);
  const items = query.data?.pages[0]?.data ?? [];
  const total = query.data?.pages[0]?.total_count ?? 0;
  if (items.length === 0) return null;
  return (
    <Section
      title={t('detail.examples')}
      testId="detail-examples"
      action={
        total > PREVIEW ? (
          <UnstyledButton className={classes.sectionAction} onClick={onAll} data-testid="all-examples">
            {t('detail.all_examples', { count: total })}
          </UnstyledButton>
        ) : undefined
      }
    >
      <ol className={listClasses.list}>
        {items.slice(0, PREVIEW).map((sentence) => (
          <SentenceItem key={sentence.word_sentence.id} sentence={sentence} langT={params.langT} />
        ))}
      </ol>
    </Section>
  );
}
