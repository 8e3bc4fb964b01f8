// The moderation area's navigation: the queue, settings, members, the team, the rules; for
// administrators also the suggestions, the audit log and the dictionaries.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useProfile } from '../../../shared/session/profile';
import classes from './Moderation.module.css';

const LINKS = [
  { path: '/moderation', key: 'tasks', end: true },
  { path: '/moderation/settings', key: 'settings' },
  { path: '/moderation/members', key: 'members' },
  { path: '/moderation/info', key: 'team' },
  { path: '/moderation/rules', key: 'rules' },
  { path: '/moderation/suggestions', key: 'suggestions', admin: true },
  { path: '/moderation/audit', key: 'audit', admin: true },
  { path: '/moderation/dictionaries', key: 'dictionaries', admin: true },
] as const;

export function ModerationNav() {
  const { t } = useTranslation('moderation');
  const to = useLocalePath();
  const { data: profile } = useProfile();
  const role = profile?.role;
  if (role !== 'moderator' && role !== 'admin') return null;
  return (
    <nav className={classes.nav} aria-label={t('nav.label')} data-testid="moderation-nav">
      {LINKS.filter((l) => !('admin' in l) || role === 'admin').map((l) => (
        <NavLink key={l.key} to={to(l.path)} end={'end' in l} className={classes.navLink}>
          {t(`nav.${l.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}
