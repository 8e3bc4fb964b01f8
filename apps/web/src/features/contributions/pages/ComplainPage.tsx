// `complain` (community.md §2: mobile only; on desktop it redirects home): the complaint popup's
// content as a page, for /complain?type=<entity type>&id=<id>[&summary=<what>]. Login required.
import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useClosePage } from '../../../shared/router/close-page';
import { RequireAuth } from '../../../shared/session/RequireAuth';
import type { ComplaintButtonProps } from '../../../shared/slots/slots';
import { useIsMobile } from '../../../shared/ui/breakpoints';
import ComplaintPopup from '../components/ComplaintPopup';
import { usePageTitle } from '../../../shared/ui/use-page-title';

type Target = ComplaintButtonProps['targetType'];
// What the complaint button complains about (dictionary.ts's list would pull zod into the chunk).
const TYPES: readonly string[] = [
  'translation-union',
  'translation-attribute',
  'translation-child-attribute',
  'translation-vocabulary',
  'translation-meaning',
  'synonym',
  'antonym',
  'word-sentence',
  'sentence-translation',
  'word-audio',
  'sentence-audio',
] satisfies Target[];

function Complain() {
  const { t } = useTranslation('contributions');
  usePageTitle('contributions', 'complaint.title');
  const [query] = useSearchParams();
  const close = useClosePage();
  const to = useLocalePath();
  const type = query.get('type') ?? '';
  const id = Number(query.get('id'));
  if (!TYPES.includes(type) || !Number.isSafeInteger(id) || id <= 0) return <Navigate replace to={to('/')} />;
  return (
    <Container size="sm" px="sm" py="md" data-testid="complain-page">
      <Title order={1} fz={22} mb="md">
        {t('complaint.title')}
      </Title>
      <ComplaintPopup
        asPage
        target={id}
        targetType={type as Target}
        summary={query.get('summary') ?? ''}
        onClose={() => close()}
      />
    </Container>
  );
}

export default function ComplainPage() {
  const mobile = useIsMobile();
  const to = useLocalePath();
  if (!mobile) return <Navigate replace to={to('/')} />;
  return (
    <RequireAuth>
      <Complain />
    </RequireAuth>
  );
}
