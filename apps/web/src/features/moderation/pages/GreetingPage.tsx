// moderation/greeting (community.md §2, ModeratorsGreeting): shown to a member who just accepted
// the invitation: what changes, where to start.
import { Button, Group, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconConfetti } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import classes from '../components/Moderation.module.css';

export default function GreetingPage() {
  const { t } = useTranslation('moderation');
  const to = useLocalePath();
  useDocumentTitle(`${t('greeting.title')} · Glossa`);
  return (
    <div className={classes.page} data-testid="moderation-greeting">
      <div className={classes.empty}>
        <div className={classes.emptyIcon} style={{ background: 'var(--mantine-color-violet-1)', color: 'var(--mantine-color-violet-7)' }}>
          <IconConfetti size={30} />
        </div>
        <Title order={1} fz={28}>
          {t('greeting.title')}
        </Title>
        <div className={classes.prose} style={{ textAlign: 'left' }}>
          <p>{t('greeting.text')}</p>
          <ul>
            <li>{t('greeting.point_queue')}</li>
            <li>{t('greeting.point_languages')}</li>
            <li>{t('greeting.point_rules')}</li>
          </ul>
        </div>
        <Group justify="center" mt="sm">
          <Button component={Link} to={to('/moderation/rules')} radius="xl" variant="default">
            {t('greeting.rules')}
          </Button>
          <Button component={Link} to={to('/moderation/settings')} radius="xl" variant="default">
            {t('greeting.settings')}
          </Button>
          <Button component={Link} to={to('/moderation')} radius="xl" data-testid="greeting-start">
            {t('greeting.start')}
          </Button>
        </Group>
      </div>
    </div>
  );
}
