// Chat settings: the availability status ('want to chat' makes the user visible in partner search)
// and the chat languages (core.md §5: at least one must stay selected).
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Checkbox.css';
import { useState } from 'react';
import { Checkbox, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@glossa/contract';
import { USER_QUERY_KEY } from '../../../../shared/api/query-keys';
import { alerts } from '../../../../shared/alerts/store';
import { useProfile } from '../../../../shared/session/profile';
import { saveChatLanguages } from '../../api/chat-languages';
import { chatStatusQueryOptions, setChatStatus } from '../../api/chat-status';
import { chatKeys } from '../../api/keys';
import { useLanguageNames } from '../../hooks/use-language-names';
import classes from './Companions.module.css';

function AvailabilitySwitch() {
  const { t } = useTranslation('companions');
  const queryClient = useQueryClient();
  const status = useQuery(chatStatusQueryOptions());
  const [saving, setSaving] = useState(false);
  const on = status.data === 'want_to_chat';
  return (
    <Switch
      size="md"
      checked={on}
      disabled={!status.isSuccess || saving}
      onChange={async (event) => {
        const next = event.currentTarget.checked ? 'want_to_chat' : 'do_not_want_to_chat';
        setSaving(true);
        try {
          queryClient.setQueryData(chatKeys.chatStatus, await setChatStatus(next));
          void queryClient.invalidateQueries({ queryKey: chatKeys.companionsAll });
        } catch {
          alerts.showError('chat', { messageKey: 'chat:errors.action_failed', tone: 'error' });
        } finally {
          setSaving(false);
        }
      }}
      label={t('settings.want_to_chat')}
      description={on ? t('settings.want_to_chat_on') : t('settings.want_to_chat_off')}
      data-testid="want-to-chat"
    />
  );
}

function ChatLanguages({ profile }: { profile: Profile }) {
  const { t } = useTranslation('companions');
  const queryClient = useQueryClient();
  const name = useLanguageNames();
  const [saving, setSaving] = useState<string | null>(null);
  const chosen = profile.languages.filter((l) => l.is_available_to_chat);

  const toggle = async (code: string, on: boolean) => {
    const language = profile.languages.find((l) => l.lang.code === code);
    if (!language || (!on && chosen.length <= 1)) return;
    setSaving(code);
    try {
      const languages = await saveChatLanguages([{ lang_code: code, level: language.level, is_available_to_chat: on }]);
      queryClient.setQueryData<Profile>(USER_QUERY_KEY, (old) => (old ? { ...old, languages } : old));
      void queryClient.invalidateQueries({ queryKey: chatKeys.companionsAll });
    } catch {
      alerts.showError('chat', { messageKey: 'chat:errors.action_failed', tone: 'error' });
    } finally {
      setSaving(null);
    }
  };

  return (
    <Stack gap="xs" data-testid="chat-languages">
      {profile.languages.map((l) => {
        const checked = l.is_available_to_chat;
        const last = checked && chosen.length <= 1;
        return (
          <Checkbox
            key={l.lang.code}
            checked={checked}
            disabled={saving !== null || last}
            onChange={(e) => void toggle(l.lang.code, e.currentTarget.checked)}
            label={`${name(l.lang.code)} · ${t(`levels.${l.level}`)}`}
            description={last ? t('settings.min_one_language') : undefined}
          />
        );
      })}
      {profile.languages.length === 0 && <Text c="dimmed">{t('settings.no_languages')}</Text>}
    </Stack>
  );
}

export function ChatSettingsPanel() {
  const { t } = useTranslation('companions');
  const profile = useProfile();
  return (
    <>
      <section className={classes.section}>
        <Title order={2} size="h4" mb="sm">
          {t('settings.availability')}
        </Title>
        <AvailabilitySwitch />
      </section>
      <section className={classes.section}>
        <Title order={2} size="h4" mb={4}>
          {t('settings.languages')}
        </Title>
        <Text c="dimmed" size="sm" mb="sm">
          {t('settings.languages_hint')}
        </Text>
        {profile.data && <ChatLanguages profile={profile.data} />}
      </section>
    </>
  );
}
