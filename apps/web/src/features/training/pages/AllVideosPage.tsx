// All videos (community.md §2 training/all_videos): search by name, language and level; the
// newest first when nothing is asked.
import { Button, Container, Group, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SELECTION_COMPLEXITIES } from '@glossa/contract/training/constants';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { PAGE_WIDTH } from '../../../shared/ui/breakpoints';
import { LanguagePicker } from '../../../shared/ui/LanguagePicker';
import { videoSearchQueryOptions } from '../api/videos';
import { MoreButton } from '../components/MoreButton';
import { VideoGrid } from '../components/VideoCard';

export default function AllVideosPage() {
  const { t } = useTranslation('training');
  useDocumentTitle(`${t('video.all_title')} · Glossa`);
  const to = useLocalePath();
  const loggedIn = useIsLoggedIn();
  const [name, setName] = useState('');
  const [lang, setLang] = useState('');
  const [complexity, setComplexity] = useState('');
  const [debounced] = useDebouncedValue(name, 300);
  // A page at a time, each after the last video shown (previous_uuid).
  const found = useInfiniteQuery(videoSearchQueryOptions({ video_name: debounced.trim() || undefined, lang_code: lang || undefined, complexity: complexity || undefined }));
  return (
    <Container size={PAGE_WIDTH} py={{ base: 'md', md: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>{t('video.all_title')}</Title>
          {loggedIn && (
            <Button component={Link} to={to('/training/video/create')} leftSection={<IconPlus size={16} />} data-testid="create-video">
              {t('video.create_title')}
            </Button>
          )}
        </Group>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput label={t('video.search_name')} value={name} onChange={(e) => setName(e.currentTarget.value)} data-testid="video-search" style={{ flex: 1, minWidth: 200 }} />
          <LanguagePicker label={t('video.language')} value={lang} onChange={setLang} w={200} />
          <NativeSelect
            label={t('editor.complexity')}
            value={complexity}
            onChange={(e) => setComplexity(e.currentTarget.value)}
            data={[{ value: '', label: t('video.any') }, ...SELECTION_COMPLEXITIES.map((c) => ({ value: c, label: t(`complexity.${c}`) }))]}
          />
        </Group>
        <VideoGrid list={found.data?.pages.flat()} empty={t('video.none')} />
        <MoreButton pages={found} />
      </Stack>
    </Container>
  );
}
