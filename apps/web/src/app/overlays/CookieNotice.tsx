import { useEffect, useState } from 'react';
import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TIMINGS } from '@glossa/contract/constants';
import { useLocalePath } from '../../shared/i18n/use-locale-path';
import classes from './overlays.module.css';

export const COOKIE_NOTICE_KEY = 'glossa-cookie-notice';

function dismissed(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_NOTICE_KEY) === 'dismissed';
  } catch {
    return false;
  }
}

/** The cookie notice, 2000 ms after the page opens (community.md §2); dismissal is remembered. */
export function CookieNotice() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (dismissed()) return;
    const timer = setTimeout(() => setVisible(true), TIMINGS.cookieNoticeDelayMs);
    return () => clearTimeout(timer);
  }, []);

  if (!visible) return null;

  const dismiss = () => {
    try {
      window.localStorage.setItem(COOKIE_NOTICE_KEY, 'dismissed');
    } catch {
      // Storage disabled: the notice comes back next visit, which is the honest outcome.
    }
    setVisible(false);
  };

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
            <Button size="xs" radius="xl" onClick={dismiss}>
              {t('cookies.accept')}
            </Button>
          </Group>
        </div>
      </Group>
    </Paper>
  );
}
