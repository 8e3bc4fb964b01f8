import { SimpleGrid, Text } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import type { Selection } from '@glossa/contract';
import { SelectionCard } from './SelectionCard';

export function SelectionGrid({ list, empty }: { list: Selection[] | undefined; empty: string }) {
  if (list && !list.length) return <Text c="dimmed">{empty}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      {list?.map((s) => <SelectionCard key={s.uuid} selection={s} />)}
    </SimpleGrid>
  );
}
