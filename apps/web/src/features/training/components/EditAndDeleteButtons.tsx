import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Popup } from '../../../shared/ui/Popup';

interface Props {
  /** The editor's (localised) path. */
  editTo: string;
  editTestId: string;
  /** The confirmation popup's title. */
  deleteTitle: string;
  /** The material's name, in the confirmation text. */
  name: string;
  /** Deletes the material and leaves its page. */
  onDelete: () => Promise<void>;
}

/** The author's actions on a material's page: edit it, or delete it after a confirmation. */
export function EditAndDeleteButtons({ editTo, editTestId, deleteTitle, name, onDelete }: Props) {
  const { t } = useTranslation('training');
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <Button component={Link} to={editTo} variant="subtle" leftSection={<IconPencil size={16} />} data-testid={editTestId}>
        {t('edit')}
      </Button>
      <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)}>
        {t('delete.button')}
      </Button>
      <Popup opened={deleting} onClose={() => setDeleting(false)} title={deleteTitle}>
        <Stack>
          <Text>{t('delete.text', { name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(false)}>{t('editor.cancel')}</Button>
            <Button color="red" onClick={onDelete}>
              {t('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Popup>
    </>
  );
}
