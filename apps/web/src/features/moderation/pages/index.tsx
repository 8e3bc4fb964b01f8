// The moderation area in one chunk, behind one route (`moderation/:section?/:id?`): the section picks
// the page here, as the addition screens do (features/contributions/lib/screens.ts), so the shell's
// route table and preload list hold one entry for the whole area. Index, settings, members,
// suggestions, audit and greeting need an account; info and rules are open to all.
import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { RequireAuth } from '../../../shared/session/RequireAuth';
import classes from '../components/Moderation.module.css';
import AuditPage from './AuditPage';
import DictionariesPage from './DictionariesPage';
import GreetingPage from './GreetingPage';
import InfoPage from './InfoPage';
import MemberPage from './MemberPage';
import MembersPage from './MembersPage';
import ModerationPage from './ModerationPage';
import RulesPage from './RulesPage';
import SettingsPage from './SettingsPage';
import SuggestionsPage from './SuggestionsPage';

/** Section -> page; `id` only where the page takes one (members/:uuid). */
const SIGNED_IN = { settings: SettingsPage, members: MembersPage, suggestions: SuggestionsPage, audit: AuditPage, dictionaries: DictionariesPage, greeting: GreetingPage } as const;
const OPEN = { info: InfoPage, rules: RulesPage } as const;

/** core.md §8 'Page not found' for an unknown moderation path. */
function NotFound() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <div className={classes.page}>
      <Stack align="center" ta="center" gap="md" py={48} data-testid="moderation-not-found">
        <Title order={1}>{t('not_found.title')}</Title>
        <Text c="dimmed">{t('not_found.text')}</Text>
        <Button component={Link} to={to('/')} radius="xl">
          {t('not_found.home')}
        </Button>
      </Stack>
    </div>
  );
}

export default function ModerationArea() {
  const { section, id } = useParams();
  if (section === undefined) return <RequireAuth>{<ModerationPage />}</RequireAuth>;
  if (section === 'members' && id !== undefined) return <RequireAuth>{<MemberPage />}</RequireAuth>;
  if (id !== undefined) return <NotFound />;
  const Open = OPEN[section as keyof typeof OPEN];
  if (Open) return <Open />;
  const Page = SIGNED_IN[section as keyof typeof SIGNED_IN];
  return Page ? <RequireAuth>{<Page />}</RequireAuth> : <NotFound />;
}
