import '@mantine/core/styles/Progress.css';
// profile/{nickname}/fill_info/{step} and profile/fill_info/{step} (community.md §2, login): completing
// one's profile step by step: the photo, the personal info, the languages. Each step is the profile's
// own edit page; the frame adds where one is and the way on.
import { Button, Group, Progress, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useProfile } from '../../../shared/session/profile';
import { RequireAuth } from '../../../shared/session/RequireAuth';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { profileBase } from '../components/ProfileLayout';
import EditAvatarPage from './EditAvatarPage';
import EditInfoPage from './EditInfoPage';
import LanguagesPage from './LanguagesPage';

export const FILL_INFO_STEPS = ['avatar', 'info', 'languages'] as const;
const STEP_PAGES = { avatar: EditAvatarPage, info: EditInfoPage, languages: LanguagesPage };
type Step = (typeof FILL_INFO_STEPS)[number];
const isStep = (s: string | undefined): s is Step => (FILL_INFO_STEPS as readonly string[]).includes(s ?? '');

export default function FillInfoPage() {
  const { t } = useTranslation('profile');
  const to = useLocalePath();
  const { nickname = '', step } = useParams();
  const base = `${profileBase(nickname)}/fill_info`;
  const index = FILL_INFO_STEPS.indexOf(step as Step);
  useDocumentTitle(`${isStep(step) ? t(`fill_info.steps.${step}`) : ''} · ${t('fill_info.title')} · Glossa`);
  if (!isStep(step)) return <Navigate replace to={to(`${base}/${FILL_INFO_STEPS[0]}`)} />;
  const Page = STEP_PAGES[step];
  const previous = FILL_INFO_STEPS[index - 1];
  const next = FILL_INFO_STEPS[index + 1];
  return (
    <div data-testid="fill-info-page" data-step={step}>
      <Text fw={700} fz={20}>
        {t('fill_info.title')}
      </Text>
      <Text size="sm" c="dimmed" mb={6} data-testid="fill-info-progress">
        {t('fill_info.progress', { step: index + 1, total: FILL_INFO_STEPS.length, name: t(`fill_info.steps.${step}`) })}
      </Text>
      <Progress value={((index + 1) / FILL_INFO_STEPS.length) * 100} size="sm" radius="xl" mb="md" />
      <Page />
      <Group justify="space-between" mt="lg">
        {previous ? (
          <Button component={Link} to={to(`${base}/${previous}`)} variant="default" radius="xl" leftSection={<IconChevronLeft size={16} />}>
            {t('fill_info.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button
          component={Link}
          to={to(next ? `${base}/${next}` : profileBase(nickname))}
          radius="xl"
          rightSection={next ? <IconChevronRight size={16} /> : undefined}
          data-testid="fill-info-next"
        >
          {next ? t('fill_info.next') : t('fill_info.done')}
        </Button>
      </Group>
    </div>
  );
}

/** profile/fill_info/{step}: the same steps on one's own profile. */
function ToOwnFillInfo() {
  const { step = FILL_INFO_STEPS[0] } = useParams();
  const to = useLocalePath();
  const { data: profile } = useProfile();
  if (!profile) return <PageLoader />;
  if (!profile.nickname) return <Navigate replace to={to('/complete_profile/nickname')} />;
  return <Navigate replace to={to(`${profileBase(profile.nickname)}/fill_info/${encodeURIComponent(step)}`)} />;
}

export function OwnFillInfoPage() {
  return (
    <RequireAuth>
      <ToOwnFillInfo />
    </RequireAuth>
  );
}
