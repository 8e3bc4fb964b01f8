import '@mantine/core/styles/Badge.css';
// `entity` (community.md §2, login required): one dictionary entity under review, by type and id
// (/entity?type=translation-union&id=12, as notifications and need-action name it): what it is, its
// review state and, when it waits for its author's action, the need-action card: the checks, the
// edit link and the comment log (the same pieces as tasks/need_action).
import { Badge, Button, Group, Loader, Text, Title } from '@mantine/core';
import { IconListCheck, IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useEntity } from '../api/entity';
import { tasksKeys } from '../api/keys';
import { useNeedAction } from '../api/need-action';
import { CommentLog } from '../components/CommentLog';
import { MaterialView } from '../components/MaterialView';
import classes from '../components/Tasks.module.css';
import { usePageTitle } from '../../../shared/ui/use-page-title';

const STATUS_COLORS = { under_review: 'yellow', accepted: 'teal', rejected: 'red' } as const;

function Entity({ type, id }: { type: string; id: number }) {
  const { t } = useTranslation('tasks');
  const to = useLocalePath();
  const client = useQueryClient();
  const entity = useEntity(type, id);
  const needAction = useNeedAction();
  const item = needAction.data?.pages.flat().find((i) => i.entity_type_slug === type && i.entity_id === id);

  if (entity.isPending) {
    return (
      <div className={classes.empty}>
        <Loader type="dots" />
      </div>
    );
  }
  if (!entity.data) {
    return (
      <div className={classes.empty} data-testid="entity-missing">
        <Title order={2} fz={20}>
          {t('entity.missing_title')}
        </Title>
        <Text c="dimmed">{t('entity.missing_text')}</Text>
      </div>
    );
  }
  const e = entity.data;
  return (
    <div className={classes.card} data-testid="entity-card">
      <Group justify="space-between" mb={6}>
        <span className={classes.kind}>{t(`contributions:entity_types.${e.entity_type_slug}`)}</span>
        <Badge color={STATUS_COLORS[e.review_status]} variant="light" data-testid="entity-status">
          {t(`contributions:review_status.${e.review_status}`)}
        </Badge>
      </Group>
      {item ? <MaterialView material={item.material} /> : <Text fw={700} fz={20} mb="sm" style={{ overflowWrap: 'anywhere' }} data-testid="entity-summary">{e.summary}</Text>}
      {item && (
        <Group gap={6} mb="sm">
          <Badge color="teal" variant="light">
            {t('need_action.yes', { count: item.checks.yes })}
          </Badge>
          <Badge color="red" variant="light">
            {t('need_action.no', { count: item.checks.no })}
          </Badge>
        </Group>
      )}
      <Group gap="xs">
        {e.can_edit && e.entity_type_slug === 'translation-union' && (
          <Button component={Link} to={to(`/editing/translation?translation_id=${e.entity_id}`)} size="xs" radius="xl" variant="light" leftSection={<IconPencil size={14} />}>
            {t('need_action.edit')}
          </Button>
        )}
        <Button component={Link} to={to('/tasks/need_action')} size="xs" radius="xl" variant="subtle" leftSection={<IconListCheck size={14} />}>
          {t('entity.all_need_action')}
        </Button>
      </Group>
      {item ? (
        <CommentLog type={item.type} taskId={item.task_id} onSent={() => void client.invalidateQueries({ queryKey: tasksKeys.all })} />
      ) : (
        <Text c="dimmed" size="sm" mt="sm" data-testid="entity-no-task">
          {e.is_this_user ? t('entity.no_action') : t('entity.not_yours')}
        </Text>
      )}
    </div>
  );
}

export default function EntityPage() {
  const { t } = useTranslation('tasks');
  usePageTitle('tasks', 'entity.title');
  const [query] = useSearchParams();
  const type = query.get('type') ?? query.get('entity_type_slug') ?? '';
  const id = Number(query.get('id') ?? query.get('entity_id'));
  const valid = /^[a-z-]{1,40}$/.test(type) && Number.isSafeInteger(id) && id > 0;
  return (
    <div className={classes.page} data-testid="entity-page">
      <div className={classes.head}>
        <div>
          <h1 className={classes.title}>{t('entity.title')}</h1>
          <p className={classes.lead}>{t('entity.lead')}</p>
        </div>
      </div>
      {valid ? (
        <Entity type={type} id={id} />
      ) : (
        <div className={classes.empty} data-testid="entity-missing">
          <Title order={2} fz={20}>
            {t('entity.missing_title')}
          </Title>
          <Text c="dimmed">{t('entity.missing_text')}</Text>
        </div>
      )}
    </div>
  );
}
