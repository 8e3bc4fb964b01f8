// The "add to a compilation" button of the dictionary tooltip (slot add-to-selection): the
// viewer's own compilations of the pair; a click adds the word entry (PUT .../contents). Guests
// see nothing.
import { ActionIcon, Menu, Text } from '@mantine/core';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { IconCheck, IconPlaylistAdd } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddToSelectionProps } from '../../../shared/slots/slots';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { changeContents } from '../api/selections';
import { mySelectionsQueryOptions } from '../api/videos';

export default function AddToSelection({ unionId, lang, langT }: AddToSelectionProps) {
  const { t } = useTranslation('training');
  const loggedIn = useIsLoggedIn();
  const [opened, setOpened] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const mine = useQuery({ ...mySelectionsQueryOptions(lang, langT), enabled: loggedIn && opened });
  if (!loggedIn) return null;
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" size="sm" aria-label={t('video.add_to_selection')} data-testid="add-to-selection">
          {added ? <IconCheck size={14} /> : <IconPlaylistAdd size={14} />}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown data-no-selection-tooltip>
        <Menu.Label>{t('video.add_to_selection')}</Menu.Label>
        {mine.data?.length === 0 && <Text size="xs" c="dimmed" px="sm" py={4}>{t('video.no_selections')}</Text>}
        {mine.data?.map((s) => (
          <Menu.Item
            key={s.uuid}
            data-testid="add-to-selection-item"
            onClick={async () => {
              await changeContents(s.uuid, [unionId], []);
              setAdded(s.uuid);
            }}
          >
            {s.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
