// AuthAddNativeLang (add_native_lang): a profile without a native language picks one (it becomes
// the user's NATIVE language, core.md §3).
import { useState, type FormEvent } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { accountErrorText, type AccountErrorText } from '../../../shared/account/errors';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { dictionaryCode } from '../../../shared/i18n/locales';
import { profileQueryOptions, useProfile } from '../../../shared/session/profile';
import { RequireAuth } from '../../../shared/session/RequireAuth';
import { LanguagePicker } from '../../../shared/ui/LanguagePicker';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { addNativeLanguage } from '../api/profile-steps';
import { AuthShell } from '../components/AuthShell';
import { FormAlert } from '../../../shared/account/FormAlert';
import { ContinueAfterSignIn } from '../components/GuestOnly';
import { ADD_NATIVE_LANG_PATH, missingProfileStep } from '../lib/destination';

function NativeLanguageForm() {
  const { t } = useTranslation(['auth', 'account']);
  const locale = useCurrentLocale();
  const queryClient = useQueryClient();
  // A good first guess: the language the interface is in.
  const [code, setCode] = useState(() => dictionaryCode(locale));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AccountErrorText | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await addNativeLanguage(code);
      // The page re-renders with the completed profile and moves on.
      await queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 });
    } catch (err) {
      setError(accountErrorText(err, locale));
      setBusy(false);
    }
  };

  return (
    <AuthShell
      testId="add-native-lang-page"
      icon={<IconLanguage size={24} />}
      title={t('native.title')}
      subtitle={t('native.subtitle')}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <FormAlert error={error} />
          <LanguagePicker
            label={t('native.label')}
            value={code}
            onChange={setCode}
            size="md"
            data-testid="native-language"
          />
          <Text size="sm" c="dimmed">
            {t('native.hint')}
          </Text>
          <Button type="submit" size="md" radius="md" loading={busy} data-testid="native-submit">
            {t('native.submit')}
          </Button>
        </Stack>
      </form>
    </AuthShell>
  );
}

function AddNativeLang() {
  const { data: profile } = useProfile();
  if (!profile) return <PageLoader />;
  if (missingProfileStep(profile) !== ADD_NATIVE_LANG_PATH) return <ContinueAfterSignIn />;
  return <NativeLanguageForm />;
}

export default function AddNativeLangPage() {
  return (
    <RequireAuth>
      <AddNativeLang />
    </RequireAuth>
  );
}
