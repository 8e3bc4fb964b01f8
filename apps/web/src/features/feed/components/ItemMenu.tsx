// The "..." menu of an item, comment or answer: edit, delete (author or moderator), complain (others).
import { ActionIcon, Menu } from '@mantine/core';
import '@mantine/core/styles/Menu.css';
import { IconDots, IconFlag, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '../../../shared/session/session-store';

export function ItemMenu(props: {
  canEdit: boolean;
  canDelete: boolean;
  own: boolean;
  onEdit?(): void;
  onDelete?(): void;
  onComplain?(): void;
}) {
  const { t } = useTranslation('feed');
  const loggedIn = useIsLoggedIn();
  const complain = loggedIn && !props.own && props.onComplain;
  if (!(props.canEdit && props.onEdit) && !(props.canDelete && props.onDelete) && !complain) return null;
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
        {complain && (
          <Menu.Item leftSection={<IconFlag size={16} />} onClick={props.onComplain}>
            {t('actions.complain')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
