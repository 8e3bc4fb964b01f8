// The "..." menu of an item, comment or answer: edit, delete (author or moderator), complain (others),
// pin or unpin (moderators, feed items).
import { ActionIcon, Menu } from '@mantine/core';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { IconDots, IconFlag, IconPencil, IconPin, IconPinnedOff, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '../../../shared/session/session-store';

export function ItemMenu(props: {
  canEdit: boolean;
  canDelete: boolean;
  own: boolean;
  onEdit?(): void;
  onDelete?(): void;
  onComplain?(): void;
  /** Moderators: whether the item is the pinned one, and the change. */
  pinned?: boolean;
  onPin?(on: boolean): void;
}) {
  const { t } = useTranslation('feed');
  const loggedIn = useIsLoggedIn();
  const complain = loggedIn && !props.own && props.onComplain;
  if (!(props.canEdit && props.onEdit) && !(props.canDelete && props.onDelete) && !complain && !props.onPin)
    return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          radius="xl"
          aria-label={t('actions.more')}
          data-testid="item-menu"
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {props.canEdit && props.onEdit && (
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={props.onEdit}>
            {t('actions.edit')}
          </Menu.Item>
        )}
        {props.canDelete && props.onDelete && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={props.onDelete}>
            {t('actions.delete')}
          </Menu.Item>
        )}
        {props.onPin && (
          <Menu.Item
            leftSection={props.pinned ? <IconPinnedOff size={16} /> : <IconPin size={16} />}
            onClick={() => props.onPin!(!props.pinned)}
            data-testid={props.pinned ? 'unpin-item' : 'pin-item'}
          >
            {props.pinned ? t('pin.unpin') : t('pin.pin')}
          </Menu.Item>
        )}
        {complain && (
          <Menu.Item leftSection={<IconFlag size={16} />} onClick={props.onComplain}>
            {t('actions.complain')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
