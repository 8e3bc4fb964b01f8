// Placeholders while a feed page loads.
import { Card, Group, Skeleton, Stack } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Card.css';

export function FeedSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Stack gap="md" data-testid="feed-skeleton" aria-busy>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} withBorder radius="lg" p="lg">
          <Group gap="sm" mb="md">
            <Skeleton circle height={36} />
            <div style={{ flex: 1 }}>
              <Skeleton height={10} width="30%" mb={6} />
              <Skeleton height={8} width="20%" />
            </div>
          </Group>
          <Skeleton height={10} mb={8} />
          <Skeleton height={10} mb={8} />
          <Skeleton height={10} width="60%" />
        </Card>
      ))}
    </Stack>
  );
}
