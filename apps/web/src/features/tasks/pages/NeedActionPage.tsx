import '@mantine/core/styles/Badge.css';
// tasks/need_action (community.md §2, §3 Need-action task, §7 Need action): my material that others
// disputed or commented on. Each item shows the material, the checks, the comments and what I can
// do: answer in the comment log, edit the material, or delete it (DELETE /dictionary/entity).
import { useState } from 'react';
import { Badge, Button, Group, Loader, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconChecks, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { NeedActionItem } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { alerts } from '../../../shared/alerts/store';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { Popup } from '../../../shared/ui/Popup';
import { tasksKeys } from '../api/keys';
import { deleteEntity, useNeedAction } from '../api/need-action';
import { CommentLog } from '../components/CommentLog';
import { MaterialView } from '../components/MaterialView';
import classes from '../components/Tasks.module.css';

function editPath(item: NeedActionItem): string | null {
  if (item.entity_type_slug === 'translation-union') return `/editing/translation?translation_id=${item.entity_id}`;
  return null;
}

export default function NeedActionPage() {
  const { t } = useTranslation('tasks');
  useDocumentTitle(`${t('need_action.title')} · Glossa`);
  const to = useLocalePath();
  const client = useQueryClient();
  const list = useNeedAction();
  const [deleting, setDeleting] = useState<NeedActionItem | null>(null);
  const [busy, setBusy] = useState(false);
  const items = list.data?.pages.flat() ?? [];
  const refresh = () => client.invalidateQueries({ queryKey: tasksKeys.all });

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteEntity(deleting.entity_type_slug, deleting.entity_id);
      alerts.showAlert('system', { messageKey: 'tasks:need_action.deleted', tone: 'success' });
      setDeleting(null);
      await refresh();
    } catch {
      alerts.showError('server', { messageKey: 'tasks:queue.error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={classes.page} data-testid="need-action-page">
      <div className={classes.head}>
        <div>
          <h1 className={classes.title}>{t('need_action.title')}</h1>
          <p className={classes.lead}>{t('need_action.lead')}</p>
        </div>
      </div>
      {list.isPending ? (
        <div className={classes.empty}>
          <Loader type="dots" />
        </div>
      ) : items.length === 0 ? (
        <div className={classes.empty} data-testid="need-action-empty">
          <IconChecks size={30} />
          <Title order={2} fz={20}>
            {list.isError ? t('queue.load_failed') : t('need_action.empty_title')}
          </Title>
          <Text c="dimmed">{t('need_action.empty_text')}</Text>
        </div>
      ) : (
        <ul className={classes.list}>
          {items.map((item) => {
            const edit = editPath(item);
            return (
              <li key={item.task_id} className={classes.card} data-testid="need-action-item">
                <Group justify="space-between" mb={6}>
                  <span className={classes.kind}>{t(`types.${item.type}`)}</span>
                  <Group gap={6}>
                    <Badge color="teal" variant="light">
                      {t('need_action.yes', { count: item.checks.yes })}
                    </Badge>
                    <Badge color="red" variant="light">
                      {t('need_action.no', { count: item.checks.no })}
                    </Badge>
                  </Group>
                </Group>
                <MaterialView material={item.material} />
                <Group gap="xs">
                  {edit && item.actions.includes('edit') && (
                    <Button component={Link} to={to(edit)} size="xs" radius="xl" variant="light" leftSection={<IconPencil size={14} />}>
                      {t('need_action.edit')}
                    </Button>
                  )}
                  {item.actions.includes('delete') && (
                    <Button size="xs" radius="xl" variant="light" color="red" leftSection={<IconTrash size={14} />} onClick={() => setDeleting(item)} data-testid="need-action-delete">
                      {t('need_action.delete')}
                    </Button>
                  )}
                </Group>
                <CommentLog type={item.type} taskId={item.task_id} onSent={() => void refresh()} />
              </li>
            );
          })}
        </ul>
      )}
      {list.hasNextPage && (
        <Group justify="center" mt="md">
          <Button variant="default" radius="xl" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t('need_action.more')}
          </Button>
        </Group>
      )}
      <Popup opened={deleting !== null} onClose={() => setDeleting(null)} title={t('need_action.delete')}>
        <Text>{t('need_action.delete_confirm')}</Text>
        <Text fw={700} mt="xs">
          {deleting?.material.summary}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" radius="xl" onClick={() => setDeleting(null)}>
            {t('correction.cancel')}
          </Button>
          <Button color="red" radius="xl" loading={busy} onClick={() => void remove()} data-testid="need-action-delete-confirm">
            {t('need_action.delete')}
          </Button>
        </Group>
      </Popup>
    </div>
  );
}
