// "Show more" under a list read a page at a time (useInfiniteQuery).
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export function MoreButton({ pages }: { pages: Pages }) {
  const { t } = useTranslation('training');
  if (!pages.hasNextPage) return null;
  return (
    <Group justify="center">
      <Button variant="light" onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage} data-testid="more">
        {t('more')}
      </Button>
    </Group>
  );
}
