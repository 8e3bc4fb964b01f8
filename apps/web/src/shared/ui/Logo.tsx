import { Group, Text } from '@mantine/core';

/** The Glossa mark and word. Decorative: the link around it carries the accessible name. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap" aria-hidden>
      <svg width="30" height="30" viewBox="0 0 64 64" role="presentation">
        <rect width="64" height="64" rx="14" fill="var(--mantine-color-brand-7)" />
        <path
          d="M20 18h17a9 9 0 0 1 0 18H28v10h-8z"
          fill="none"
          stroke="#fff"
          strokeWidth="6"
          strokeLinejoin="round"
        />
        <circle cx="44" cy="46" r="5" fill="var(--glossa-accent)" />
      </svg>
      {!compact && (
        <Text component="span" fw={800} fz={20} lts={-0.3}>
          Glossa
        </Text>
      )}
    </Group>
  );
}
