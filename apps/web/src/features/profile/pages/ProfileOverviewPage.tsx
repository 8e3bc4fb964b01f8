// profile/{nickname}: one's own profile (details, languages, e-mail state) or another user's public
// profile (private profiles hide their details).
import '@mantine/core/styles/SimpleGrid.css';
import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck, IconLock, IconMailExclamation, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Profile } from '@glossa/contract';
import { isApiError } from '../../../shared/api';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useProfile } from '../../../shared/session/profile';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { resendVerification, useFollowCounters, usePublicProfile } from '../api/account';
import { profileBase } from '../components/ProfileLayout';
import { LanguageList } from '../components/LanguageList';
import { PeopleLinks } from '../components/PeopleLinks';
import { ProgressSlot } from '../components/ProgressSlot';
import { Counts, Materials, PublicProfileView } from '../components/PublicProfileView';
import { Section } from '../components/Section';
import { WarningNotice } from '../components/WarningNotice';
import { useCountryName } from '../lib/countries';
import { memberSinceDate } from '../lib/member-since';

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  const { t } = useTranslation('profile');
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
        {label}
      </Text>
      <Text mt={2} c={value ? undefined : 'dimmed'}>
        {value || t('overview.not_set')}
      </Text>
    </div>
  );
}

function EmailState({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  if (profile.is_email_verified) {
    return (
      <Group gap={8} c="teal.8">
        <IconCircleCheck size={18} />
        <Text size="sm" fw={600}>
          {t('overview.email_verified')}
        </Text>
      </Group>
    );
  }
  const resend = async () => {
    setState('sending');
    try {
      await resendVerification();
      setState('sent');
    } catch (err) {
      setState(isApiError(err) && err.code === 'EMAIL_ALREADY_VERIFIED' ? 'sent' : 'failed');
    }
  };
  return (
    <Stack gap="xs">
      <Group gap={8} c="var(--glossa-warning-text)">
        <IconMailExclamation size={18} />
        <Text size="sm" fw={600}>
          {t('overview.email_unverified')}
        </Text>
      </Group>
      {state === 'sent' ? (
        <Text size="sm" c="teal.8" role="status">
          {t('overview.email_sent')}
        </Text>
      ) : (
        <Group gap="sm">
          <Button size="xs" variant="light" loading={state === 'sending'} onClick={() => void resend()}>
            {t('overview.email_resend')}
          </Button>
          {state === 'failed' && (
            <Text size="sm" c="red.7">
              {t('overview.email_failed')}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}

function OwnProfile({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const to = useLocalePath();
  const locale = useCurrentLocale();
  const country = useCountryName(profile.country);
  const base = profileBase(profile.nickname!);
  useDocumentTitle(`${profile.nickname} · Glossa`);
  const birthday = profile.birthday
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${profile.birthday}T00:00:00Z`),
      )
    : null;
  const since = memberSinceDate(locale, profile.created_at);

  const edit = (path: string, testId: string) => (
    <Button
      component={Link}
      to={to(`${base}/${path}`)}
      variant="light"
      size="xs"
      radius="md"
      leftSection={<IconPencil size={14} />}
      data-testid={testId}
    >
      {t('overview.edit')}
    </Button>
  );

  const counters = useFollowCounters(profile.uuid);
  return (
    <Stack gap="lg" data-testid="own-profile">
      {profile.reprimand && <WarningNotice reprimand={profile.reprimand} />}
      <Section title={t('follows.title')}>
        <Counts uuid={profile.uuid} counters={counters.data} />
        <PeopleLinks nickname={profile.nickname!} />
      </Section>
      <ProgressSlot own nickname={profile.nickname!} />
      <Section
        title={t('overview.about_title')}
        description={t('overview.member_since', { date: since })}
        action={edit('edit_info', 'edit-info-link')}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg" verticalSpacing="md">
          <Fact label={t('fields.country')} value={country} />
          <Fact label={t('fields.city')} value={profile.city} />
          <Fact label={t('fields.birthday')} value={birthday} />
          <Fact label={t('fields.gender')} value={profile.gender ? t(`genders.${profile.gender}`) : null} />
        </SimpleGrid>
        <Stack gap={4} mt="lg">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
            {t('fields.about')}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }} c={profile.about ? undefined : 'dimmed'}>
            {profile.about || t('overview.about_empty')}
          </Text>
        </Stack>
        <Group gap={6} mt="lg" c="dimmed">
          <IconLock size={14} />
          <Text size="sm">{t(`overview.visibility_${profile.accessibility}`)}</Text>
        </Group>
      </Section>
      <Section title={t('overview.languages_title')} action={edit('languages', 'languages-link')}>
        <LanguageList languages={profile.languages} />
      </Section>
      <Section title={t('overview.email_title')} description={profile.email}>
        <EmailState profile={profile} />
      </Section>
      <Materials uuid={profile.uuid} />
    </Stack>
  );
}

export default function ProfileOverviewPage() {
  const { t } = useTranslation('profile');
  const { nickname = '' } = useParams();
  const loggedIn = useIsLoggedIn();
  const { data: me } = useProfile();
  const mine = Boolean(me?.nickname) && me!.nickname!.toLowerCase() === nickname.toLowerCase();
  // Guests see public profiles too; a signed-in member's own profile needs no second call.
  const other = usePublicProfile(nickname, loggedIn ? Boolean(me) && !mine : true);

  if (loggedIn && !me) return <PageLoader />;
  if (mine) return <OwnProfile profile={me!} />;
  if (other.isPending) return <PageLoader />;
  if (!other.data) {
    return (
      <Stack align="center" py={64} gap="xs" data-testid="profile-not-found">
        <Title order={1} fz={28}>
          {t('overview.not_found')}
        </Title>
        <Text c="dimmed">{t('overview.not_found_text')}</Text>
      </Stack>
    );
  }
  return <PublicProfileView profile={other.data} />;
}
