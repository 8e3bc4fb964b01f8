// A compilation (community.md §2 training/selection?uuid=): its words with audio, 20 a page; learn
// it in a lesson, select it for learning, like it, export it (Anki, CSV), reset progress; the
// author edits or deletes it. Comments below.
import { Badge, Button, Container, Grid, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { useDocumentTitle } from '@mantine/hooks';
import { IconDownload, IconPlayerPlay } from '@tabler/icons-react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api';
import { useSelectionName } from '../hooks/use-selection-name';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useLanguageNameOf } from '../../../shared/reference/language-name';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { PAGE_WIDTH, useIsMobile } from '../../../shared/ui/breakpoints';
import { usePanelLink } from '../../../shared/panels/use-panel-link';
import { downloadSelection } from '../api/export';
import { resetProgress, selectionQueryOptions } from '../api/selections';
import { trainingKeys } from '../api/keys';
import { AudioButton } from '../components/AudioButton';
import { CommentsPanel } from '../components/CommentsPanel';
import { EditAndDeleteButtons } from '../components/EditAndDeleteButtons';
import { MaterialBadges } from '../components/MaterialBadges';
import { StudyAndLikeButtons } from '../components/StudyAndLikeButtons';
import { BackButton } from '../components/BackButton';
import { wordsProgress } from '../lib/words-progress';

export default function SelectionPage() {
  const { t } = useTranslation('training');
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? '';
  const query = useInfiniteQuery({ ...selectionQueryOptions(uuid), enabled: !!uuid });
  const client = useQueryClient();
  const to = useLocalePath();
  const loggedIn = useIsLoggedIn();
  const mobile = useIsMobile();
  const panelLink = usePanelLink();
  const languageName = useLanguageNameOf();
  const s = query.data?.pages[0]?.data;
  const name = useSelectionName(s ?? { name: '', generated: null, additional: { words_total: 0 } });
  useDocumentTitle(`${s ? name : t('title')} · Glossa`);
  const refresh = () => client.invalidateQueries({ queryKey: trainingKeys.selection(uuid) });

  // community.md §4: its author has it open in the editor.
  if (isApiError(query.error) && query.error.code === 'SELECTION_TEMPORARILY_UNAVAILABLE') {
    return (
      <Container size={PAGE_WIDTH} py={40}>
        <Stack gap="sm" align="flex-start" data-testid="selection-unavailable">
          <Title order={1}>{t('unavailable')}</Title>
          <Text c="dimmed">{t('unavailable_hint')}</Text>
          <Button variant="light" loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('try_again')}
          </Button>
        </Stack>
      </Container>
    );
  }
  if (query.isError || (!uuid && !query.isPending)) {
    return (
      <Container size={PAGE_WIDTH} py={40}>
        <Title order={1}>{t('not_found')}</Title>
      </Container>
    );
  }
  if (!s || !query.data) return null;
  const a = s.additional;
  const words = query.data.pages.flatMap((p) => p.data.unions);
  const removed = query.data.pages.some((p) => p.notices.includes('notice_material_removed'));

  return (
    <Container size={PAGE_WIDTH} py={{ base: 'md', md: 40 }}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Stack gap={6}>
              <BackButton />
              <MaterialBadges labels={a.labels} isPublic={s.is_public} complexity={s.complexity} />
              <Title order={1} data-testid="selection-title">{name}</Title>
              <Text c="dimmed">
                {languageName(s.lang_from)} → {languageName(s.lang_to)} · {s.author.nickname} · {wordsProgress(t, a)}
              </Text>
            </Stack>
            <Group gap="xs">
              {loggedIn && (
                <Button component={Link} to={to(`/training/lesson?type=selection&selection_uuid=${s.uuid}`)} leftSection={<IconPlayerPlay size={16} />} data-testid="start-lesson">
                  {t('learn')}
                </Button>
              )}
              <StudyAndLikeButtons kind="selections" uuid={s.uuid} selected={a.selected_for_learning} liked={a.is_liked_by_current_user} likes={a.likes_total} onChange={refresh} />
              <Menu>
                <Menu.Target>
                  <Button variant="default" leftSection={<IconDownload size={16} />} data-testid="export">
                    {t('export.title')}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => void downloadSelection(s.uuid, 'anki', s.name)} data-testid="export-anki">{t('export.anki')}</Menu.Item>
                  <Menu.Item onClick={() => void downloadSelection(s.uuid, 'csv', s.name)}>{t('export.csv')}</Menu.Item>
                </Menu.Dropdown>
              </Menu>
              {loggedIn && a.words_total_learned + a.words_total_in_learning > 0 && (
                <Button variant="subtle" onClick={async () => { await resetProgress(s.uuid); await refresh(); }}>
                  {t('reset')}
                </Button>
              )}
              {s.can_edit && (
                <EditAndDeleteButtons kind="selections" uuid={s.uuid} name={s.name} />
              )}
            </Group>
            {removed && <Text c="orange" size="sm" role="status">{t('alerts.notice_material_removed')}</Text>}
            <Stack gap="xs" data-testid="words">
              {words.map((w) => (
                <Paper key={w.pagination_id} withBorder radius="md" p="sm" data-testid="word-row">
                  <Group justify="space-between" wrap="nowrap">
                    <Group gap="sm" wrap="nowrap">
                      {w.union.words[0]?.audios[0] && <AudioButton url={w.union.words[0].audios[0].url} size="md" />}
                      <Text fw={600}>{w.union.words[0]?.name}</Text>
                      <Text c="dimmed">—</Text>
                      <Text>{w.union.words[1]?.name}</Text>
                    </Group>
                    {w.learned && <Badge color="teal" variant="light" size="sm">{t('learned')}</Badge>}
                  </Group>
                </Paper>
              ))}
              {query.hasNextPage && (
                <Button variant="subtle" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
                  {t('more')}
                </Button>
              )}
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {/* Desktop: the comments are a side panel over the page (community.md §2); mobile: here. */}
          {mobile ? (
            <CommentsPanel uuid={s.uuid} />
          ) : (
            <Button component={Link} to={panelLink('selection_comments', s.uuid)} variant="light" radius="xl" fullWidth data-testid="selection-comments-open">
              {t('comments.open')}
            </Button>
          )}
        </Grid.Col>
      </Grid>
    </Container>
  );
}
