import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { Popup } from '../../../shared/ui/Popup';
import { trainingKeys } from '../api/keys';
import { deleteSelection, type MaterialKind } from '../api/selections';
import { deleteVideo } from '../api/videos';

/** What differs between a compilation's and a video's: the editor, the test id, the route, where to go after. */
const KINDS = {
  selections: { editor: '/training/selection/edit', editTestId: 'edit-selection', deleteTitle: 'delete.title', remove: deleteSelection, then: '/training' },
  videos: { editor: '/training/video/edit', editTestId: 'edit-video', deleteTitle: 'video.delete_title', remove: deleteVideo, then: '/training/all_videos' },
} as const;

interface Props {
  kind: MaterialKind;
  uuid: string;
  /** The material's name (a video's title), in the confirmation text. */
  name: string;
}

/**
 * The author's actions on a material's page: edit it, or delete it after a confirmation (then the
 * training lists are reloaded and the member leaves for the compilations or the videos).
 */
export function EditAndDeleteButtons({ kind, uuid, name }: Props) {
  const { t } = useTranslation('training');
  const client = useQueryClient();
  const navigate = useNavigate();
  const to = useLocalePath();
  const [deleting, setDeleting] = useState(false);
  const k = KINDS[kind];
  return (
    <>
      <Button component={Link} to={to(`${k.editor}?uuid=${uuid}`)} variant="subtle" leftSection={<IconPencil size={16} />} data-testid={k.editTestId}>
        {t('edit')}
      </Button>
      <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)}>
        {t('delete.button')}
      </Button>
      <Popup opened={deleting} onClose={() => setDeleting(false)} title={t(k.deleteTitle)}>
        <Stack>
          <Text>{t('delete.text', { name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(false)}>{t('editor.cancel')}</Button>
            <Button color="red" onClick={async () => { await k.remove(uuid); await client.invalidateQueries({ queryKey: trainingKeys.all }); void navigate(to(k.then)); }}>
              {t('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Popup>
    </>
  );
}
