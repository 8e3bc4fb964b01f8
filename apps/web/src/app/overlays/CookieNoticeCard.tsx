// The cookie notice's card (community.md §2), loaded by CookieNotice only when it is due.
import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../shared/i18n/use-locale-path';
import classes from './overlays.module.css';

/** The card itself; `onDismiss` remembers the answer. */
export default function CookieNoticeCard({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  const to = useLocalePath();

  return (
    <Paper
      className={classes.cookie}
      shadow="lg"
      radius="lg"
      p="md"
      withBorder
      role="region"
      aria-label={t('cookies.label')}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconCookie
          size={28}
          stroke={1.5}
          style={{ flexShrink: 0, color: 'var(--mantine-color-yellow-7)' }}
        />
        <div>
          <Text size="sm">
            {t('cookies.text')}{' '}
            <Anchor component={Link} to={to('/privacy')} size="sm">
              {t('cookies.more')}
            </Anchor>
          </Text>
          <Group justify="flex-end" mt="sm">
            <Button size="xs" radius="xl" onClick={onDismiss}>
              {t('cookies.accept')}
            </Button>
          </Group>
        </div>
      </Group>
    </Paper>
  );
}
