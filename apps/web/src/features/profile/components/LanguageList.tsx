import '@mantine/core/styles/Badge.css';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LEVELS } from '@glossa/contract/account-rules';
import { useLanguageNames } from '../lib/languages';

type Languages = { lang: { code: string }; level: (typeof LANGUAGE_LEVELS)[number] }[];

export function LanguageList({ languages }: { languages: Languages }) {
  const { t } = useTranslation('account');
  const name = useLanguageNames();
  const sorted = [...languages].sort(
    (a, b) => LANGUAGE_LEVELS.indexOf(a.level) - LANGUAGE_LEVELS.indexOf(b.level),
  );
  if (sorted.length === 0) return <Text c="dimmed">{t('profile:overview.no_languages')}</Text>;
  return (
    <Group gap="xs">
      {sorted.map((l) => (
        <Badge
          key={l.lang.code}
          size="lg"
          radius="md"
          variant={l.level === 'NATIVE' ? 'filled' : 'light'}
          tt="none"
          fw={500}
        >
          {name(l.lang.code)} · {t(`levels.${l.level}`)}
        </Badge>
      ))}
    </Group>
  );
}

