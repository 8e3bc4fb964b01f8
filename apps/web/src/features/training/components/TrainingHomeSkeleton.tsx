// Placeholder of the training home's sections while their lists load: the page shows them all at
// once when every list is in, so no section pushes the next one down as it arrives (issue 38, CLS).
import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/SimpleGrid.css';

/** A section title and one row of cards, the size of a section with content. */
function SectionSkeleton() {
  return (
    <Stack gap="sm">
      <Skeleton height={28} width={220} radius="sm" />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        <Skeleton height={180} radius="lg" />
        <Skeleton height={180} radius="lg" visibleFrom="sm" />
        <Skeleton height={180} radius="lg" visibleFrom="md" />
      </SimpleGrid>
    </Stack>
  );
}

export function TrainingHomeSkeleton({ sections = 3 }: { sections?: number }) {
  return (
    <Stack gap="xl" aria-busy data-testid="training-skeleton">
      {Array.from({ length: sections }, (_, i) => (
        <SectionSkeleton key={i} />
      ))}
    </Stack>
  );
}

/** The statistics chart's card (StatsChart) while its chunk loads. */
export function StatsChartSkeleton() {
  return <Skeleton height={290} radius="lg" />;
}
