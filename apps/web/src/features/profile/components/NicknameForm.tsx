// Changing the nickname (PATCH /user/profile/nickname) with the rules of community.md §5 checked as
// the member types (the server checks them again, and uniqueness: NICKNAME_ALREADY_IN_USE). The
// profile's address follows the nickname: the layout sends the old address to the new one.
import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountErrorText, type AccountErrorText } from '../../../shared/account/errors';
import { FormAlert } from '../../../shared/account/FormAlert';
import { NicknameRules } from '../../../shared/account/RuleChecklist';
import { nicknameProblem } from '../../../shared/account/validators';
import { alerts } from '../../../shared/alerts/store';
import { USER_QUERY_KEY } from '../../../shared/api/query-keys';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import type { Profile } from '../../../shared/session/profile';
import { changeNickname } from '../api/account';
import { Section } from './Section';

export function NicknameForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['profile', 'account']);
  const locale = useCurrentLocale();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(profile.nickname ?? '');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AccountErrorText | null>(null);
  const unchanged = value === (profile.nickname ?? '');

  const save = async () => {
    setAttempted(true);
    setError(null);
    if (nicknameProblem(value)) return;
    setBusy(true);
    try {
      const updated = await changeNickname(value);
      queryClient.setQueryData(USER_QUERY_KEY, updated);
      alerts.showAlert('system', { messageKey: 'profile:nickname.saved', tone: 'success' });
    } catch (err) {
      setError(accountErrorText(err, locale));
    } finally {
      setBusy(false);
    }
  };

  const problem = attempted ? nicknameProblem(value) : null;
  return (
    <Section title={t('profile:nickname.title')} description={t('profile:nickname.hint')} testId="nickname-form">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          <FormAlert error={error} />
          <TextInput
            label={t('profile:nickname.label')}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={problem ? t(problem) : undefined}
            autoComplete="username"
            data-testid="nickname-input"
          />
          <NicknameRules value={value} showErrors={attempted} id="profile-nickname-rules" />
          <Group justify="flex-end">
            <Button type="submit" loading={busy} disabled={unchanged} data-testid="nickname-save">
              {t('profile:nickname.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
