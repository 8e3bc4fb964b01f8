// Example sentences of a word: 15 first, then 5 more per click, up to 100 (lib/sentences-paging.ts).
import { Button, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSentences, type SentencesParams } from '../../api/get-sentences';
import { sentencesCap } from '../../lib/sentences-paging';
import { SentenceItem } from './SentenceItem';
import classes from './SentencesList.module.css';

export function SentencesList({ params }: { params: SentencesParams }) {
  const { t } = useTranslation('dictionary');
  const query = useSentences(params);
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  const total = query.data?.pages[0]?.total_count ?? 0;

  if (query.isPending) {
    return (
      <div className={classes.loading}>
        <Loader size="sm" />
      </div>
    );
  }
  if (items.length === 0) {
    return <p className={classes.empty}>{query.isError ? t('sentences.failed') : t('sentences.empty')}</p>;
  }
  return (
    <div data-testid="sentences">
      <p className={classes.count} data-testid="sentences-count">
        {t('sentences.shown', { shown: items.length, total: sentencesCap(total) })}
      </p>
      <ol className={classes.list}>
        {items.map((sentence) => (
          <SentenceItem key={sentence.word_sentence.id} sentence={sentence} langT={params.langT} />
        ))}
      </ol>
      {query.hasNextPage && (
        <Button
          variant="default"
          radius="xl"
          fullWidth
          mt="md"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
          data-testid="more-sentences"
        >
          {t('sentences.more')}
        </Button>
      )}
    </div>
  );
}
