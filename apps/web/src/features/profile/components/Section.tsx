import type { ReactNode } from 'react';
import { Group, Paper, Text, Title } from '@mantine/core';

/** A titled card of the profile area. */
export function Section({
  title,
  description,
  action,
  children,
  testId,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder radius={20} p={{ base: 'lg', md: 28 }} data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="lg" gap="md">
        {/* The text wraps; the action keeps its width (at 390 px "Змінити" was cut to "Змінит"). */}
        <div style={{ minWidth: 0 }}>
          <Title order={2} fz={{ base: 20, md: 22 }}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {action && <div style={{ flexShrink: 0 }}>{action}</div>}
      </Group>
      {children}
    </Paper>
  );
}
