// A signed-in user's avatar (initials or picture) and nickname; its menu (profile, settings, log
// out) loads on first click.
import { Suspense, forwardRef, lazy, useState, type ComponentPropsWithoutRef } from 'react';
import { UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useProfile, type Profile } from '../../shared/session/profile';
import classes from './AppLayout.module.css';

const UserMenu = lazy(() => import('./UserMenu'));

/** Two letters for the avatar: from the nickname, else the e-mail. */
export function initials(profile: Pick<Profile, 'nickname' | 'email'> | undefined): string {
  const source = profile?.nickname ?? profile?.email ?? '';
  return source.slice(0, 2).toUpperCase();
}

export interface UserButtonTargetProps extends ComponentPropsWithoutRef<'button'> {
  compact: boolean;
}

export const UserButtonTarget = forwardRef<HTMLButtonElement, UserButtonTargetProps>(
  function UserButtonTarget({ compact, className, ...rest }, ref) {
    const { t } = useTranslation();
    const { data: profile } = useProfile();
    const name = profile?.nickname ?? profile?.email ?? '';
    return (
      <UnstyledButton
        ref={ref}
        // The menu's target adds a class of its own: merged, so the button keeps its look when the
        // menu opens (it lost it and the header jumped: the name dropped a line, issue 36 item 14).
        className={className ? `${classes.userButton} ${className}` : classes.userButton}
        aria-label={t('header.account', { name })}
        aria-haspopup="menu"
        data-testid="user-menu-button"
        {...rest}
      >
        <span className={classes.avatar} data-plus={profile?.premium || undefined} aria-hidden>
          {profile?.mini_avatar ? <img src={profile.mini_avatar} alt="" /> : initials(profile)}
        </span>
        {!compact && (
          <>
            <span className={classes.userName}>{profile?.nickname ?? ''}</span>
            <IconChevronDown size={14} />
          </>
        )}
      </UnstyledButton>
    );
  },
);

export default function UserButton({ compact }: { compact: boolean }) {
  const [wanted, setWanted] = useState(false);
  const button = <UserButtonTarget compact={compact} onClick={() => setWanted(true)} />;
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <UserMenu compact={compact} />
    </Suspense>
  );
}
