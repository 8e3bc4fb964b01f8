import { Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A refused send, next to the field it concerns. */
export function InlineError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Text c="red.7" size="sm" fw={500} role="alert" mt="xs" data-testid="inline-error" style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
      <IconAlertCircle size={16} style={{ flex: 'none' }} />
      {message}
    </Text>
  );
}
