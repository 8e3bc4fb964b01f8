import '@mantine/core/styles/Badge.css';
// tasks (community.md §2 index): what is waiting for me, my task statistics, the way to the cards,
// their settings and the need-action list, and the tutorial popup. Guests see what tasks are and
// are invited to sign in.
import { useEffect, useRef, useState } from 'react';
import { Badge, Button, Group } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconCards, IconHelpCircle, IconSettings } from '@tabler/icons-react';
import { TASK_TIMING } from '@glossa/contract/task-rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { useTaskStats } from '../api/settings';
import { TutorialPopup } from '../components/TutorialPopup';
import classes from '../components/Tasks.module.css';

export default function TasksIndexPage() {
  const { t } = useTranslation('tasks');
  useDocumentTitle(`${t('title')} · Glossa`);
  const to = useLocalePath();
  const loggedIn = useIsLoggedIn();
  const stats = useTaskStats(loggedIn);
  const [tutorial, setTutorial] = useState(false);
  const toggle = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (toggle.current && clearTimeout(toggle.current)), []);
  const openTutorial = (open: boolean) => {
    if (toggle.current) clearTimeout(toggle.current);
    toggle.current = setTimeout(() => setTutorial(open), TASK_TIMING.tutorialDelayMs);
  };
  const s = stats.data;
  const tiles: [string, number | undefined][] = [
    ['waiting', s?.waiting],
    ['answered', s?.answered],
    ['yes', s?.yes],
    ['no', s?.no],
    ['added', s?.added],
    ['need_action', s?.need_action],
  ];

  return (
    <div className={classes.page} data-testid="tasks-index">
      <div className={classes.head}>
        <div>
          <h1 className={classes.title}>{t('title')}</h1>
          <p className={classes.lead}>{t('lead')}</p>
        </div>
        <Button variant="subtle" radius="xl" leftSection={<IconHelpCircle size={18} />} onClick={() => openTutorial(true)} data-testid="tasks-tutorial-open">
          {t('index.tutorial')}
        </Button>
      </div>
      {loggedIn ? (
        <>
          <h2 className={classes.question}>{t('index.stats')}</h2>
          <div className={classes.grid} data-testid="tasks-stats">
            {tiles.map(([key, value]) => (
              <div key={key} className={classes.tile}>
                <div className={classes.tileValue}>{value === undefined ? '–' : key === 'waiting' && value >= 1000 ? '1000+' : value}</div>
                <div className={classes.tileLabel}>{t(`index.${key}`)}</div>
              </div>
            ))}
          </div>
          <div className={classes.links}>
            <Link className={classes.link} to={to('/tasks/cards')} data-testid="tasks-open-cards">
              <span className={classes.linkTitle}>
                <IconCards size={20} /> {t('index.cards')}
              </span>
              <span className={classes.tileLabel}>{t('index.cards_text')}</span>
            </Link>
            <Link className={classes.link} to={to('/tasks/need_action')} data-testid="tasks-open-need-action">
              <span className={classes.linkTitle}>
                <IconAlertCircle size={20} /> {t('need_action.title')}
                {s && s.need_action > 0 && (
                  <Badge color="red" radius="xl">
                    {s.need_action}
                  </Badge>
                )}
              </span>
              <span className={classes.tileLabel}>{t('index.need_action_text')}</span>
            </Link>
            <Link className={classes.link} to={to('/tasks/cards/settings')}>
              <span className={classes.linkTitle}>
                <IconSettings size={20} /> {t('settings.title')}
              </span>
              <span className={classes.tileLabel}>{t('index.settings_text')}</span>
            </Link>
          </div>
        </>
      ) : (
        <div className={classes.empty} data-testid="tasks-guest">
          <h2 className={classes.question}>{t('index.guest_title')}</h2>
          <p className={classes.lead}>{t('index.guest_text')}</p>
          <Group>
            <Button component={Link} to={to('/auth')} radius="xl">
              {t('index.sign_in')}
            </Button>
          </Group>
        </div>
      )}
      <TutorialPopup opened={tutorial} onClose={() => openTutorial(false)} />
    </div>
  );
}
