import { SimpleGrid, Text } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import type { ReactNode } from 'react';
import type { Selection } from '@glossa/contract';
import { SelectionCard } from './SelectionCard';

/** `empty`: a text (shown dimmed) or a node of its own, for a list with nothing in it. */
export function SelectionGrid({ list, empty }: { list: Selection[] | undefined; empty: ReactNode }) {
  if (list && !list.length) return typeof empty === 'string' ? <Text c="dimmed">{empty}</Text> : empty;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      {list?.map((s) => <SelectionCard key={s.uuid} selection={s} />)}
    </SimpleGrid>
  );
}
