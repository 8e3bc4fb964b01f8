import { Badge, Group } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  labels: readonly string[];
  isPublic: boolean;
  complexity: string;
  /** More badges after these (a video's hashtags). */
  children?: ReactNode;
}

/** A material's badges above its title: its labels (popular, new...), public or private, complexity. */
export function MaterialBadges({ labels, isPublic, complexity, children }: Props) {
  const { t } = useTranslation('training');
  return (
    <Group gap="xs">
      {labels.map((l) => (
        <Badge key={l} variant="light" color={l === 'popular' ? 'orange' : 'teal'}>{t(`labels.${l}`)}</Badge>
      ))}
      <Badge variant="outline" color="gray">{isPublic ? t('public') : t('private')}</Badge>
      <Badge variant="dot" color="gray">{t(`complexity.${complexity}`)}</Badge>
      {children}
    </Group>
  );
}
