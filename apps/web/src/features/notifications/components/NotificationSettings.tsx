// Notification settings (community.md §2 notification settings panel; a page on mobile): per type,
// in the app (panel and push) and in the daily e-mail digest, grouped like the panel's filters;
// "mute all" and "all on" set every type at once instead of 110 switches one by one.
import '@mantine/core/styles/Switch.css';
import { Button, Group, Loader, Stack, Switch, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/InlineInput.css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_GROUPS } from '@glossa/contract/notification-types';
import type { NotificationSetting } from '@glossa/contract';
import { notificationKeys, putSettings, settingsQueryOptions } from '../api/notifications';

type Change = { notification_type: NotificationSetting['notification_type']; in_app?: boolean; email?: boolean };

export function NotificationSettings() {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const query = useQuery(settingsQueryOptions());
  const save = useMutation({
    mutationFn: (change: Change) => putSettings([change]),
    onMutate: (change) => {
      // Optimistic: the switch moves at once and goes back if the server refuses.
      const before = queryClient.getQueryData<NotificationSetting[]>(notificationKeys.settings);
      queryClient.setQueryData<NotificationSetting[]>(notificationKeys.settings, (list) =>
        list?.map((s) => (s.notification_type === change.notification_type ? { ...s, ...change } : s)),
      );
      return { before };
    },
    onError: (_err, _change, context) => queryClient.setQueryData(notificationKeys.settings, context?.before),
    onSuccess: (list) => queryClient.setQueryData(notificationKeys.settings, list),
  });

  const setAll = useMutation({
    mutationFn: (on: boolean) => putSettings((query.data ?? []).map((x) => ({ notification_type: x.notification_type, in_app: on, email: on }))),
    onSuccess: (list) => queryClient.setQueryData(notificationKeys.settings, list),
  });

  if (query.isPending) return <Loader size="sm" mx="auto" />;
  if (query.isError) return <Text c="dimmed">{t('load_failed')}</Text>;

  return (
    <Stack gap="lg" data-testid="notification-settings">
      <Text size="sm" c="dimmed">
        {t('settings_hint')}
      </Text>
      <Group gap="xs">
        <Button size="xs" variant="light" color="gray" loading={setAll.isPending && setAll.variables === false} onClick={() => setAll.mutate(false)} data-testid="notifications-mute-all">
          {t('settings_mute_all')}
        </Button>
        <Button size="xs" variant="subtle" loading={setAll.isPending && setAll.variables === true} onClick={() => setAll.mutate(true)} data-testid="notifications-all-on">
          {t('settings_all_on')}
        </Button>
      </Group>
      {NOTIFICATION_GROUPS.map((group) => {
        const rows = query.data.filter((s) => s.group === group);
        return (
          <section key={group}>
            <Title order={3} size="h5" mb={4}>
              {t(`filters.${group}`)}
            </Title>
            <Table verticalSpacing={4} horizontalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('settings_type')}</Table.Th>
                  <Table.Th w={80}>{t('settings_in_app')}</Table.Th>
                  <Table.Th w={80}>{t('settings_email')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((s) => (
                  <Table.Tr key={s.notification_type}>
                    <Table.Td>
                      <Text size="sm">{t(`labels.${s.notification_type}`)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        size="sm"
                        checked={s.in_app}
                        aria-label={`${t(`labels.${s.notification_type}`)}: ${t('settings_in_app')}`}
                        data-testid={`setting-${s.notification_type}-in_app`}
                        onChange={(e) => save.mutate({ notification_type: s.notification_type, in_app: e.currentTarget.checked })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        size="sm"
                        checked={s.email}
                        aria-label={`${t(`labels.${s.notification_type}`)}: ${t('settings_email')}`}
                        onChange={(e) => save.mutate({ notification_type: s.notification_type, email: e.currentTarget.checked })}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </section>
        );
      })}
    </Stack>
  );
}
