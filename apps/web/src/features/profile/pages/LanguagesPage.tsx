// profile/{nickname}/languages: the user's languages with their levels, NATIVE first (core.md §3).
// Exactly one is NATIVE: making another language native moves the old one to "fluent" in the same
// call, and the native language can be removed only by choosing another one first.
import { useState } from 'react';
import { ActionIcon, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LanguageLevelName, Profile, UserLanguage } from '@glossa/contract';
import { ACCOUNT_LIMITS, LANGUAGE_LEVELS } from '@glossa/contract/account-rules';
import { accountErrorText, type AccountErrorText } from '../../../shared/account/errors';
import { FormAlert } from '../../../shared/account/FormAlert';
import { USER_QUERY_KEY } from '../../../shared/api/query-keys';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { profilePair, setLearningPair } from '../../../shared/reference/language-pair';
import { useProfile } from '../../../shared/session/profile';
import { LanguagePicker } from '../../../shared/ui/LanguagePicker';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { removeLanguage, saveLanguages, type LanguageEntry } from '../api/account';
import { Section } from '../components/Section';
import { useLanguageNames } from '../lib/languages';
import classes from './LanguagesPage.module.css';
import { usePageTitle } from '../../../shared/ui/use-page-title';

/** When a language becomes NATIVE, the previous native one drops to this level. */
const FORMER_NATIVE_LEVEL: LanguageLevelName = 'EXPERT';

export function sortByLevel(languages: UserLanguage[]): UserLanguage[] {
  return [...languages].sort((a, b) => LANGUAGE_LEVELS.indexOf(a.level) - LANGUAGE_LEVELS.indexOf(b.level));
}

/** The entries to send for a level change (the old native one moves down when another becomes NATIVE). */
export function levelChange(
  languages: UserLanguage[],
  code: string,
  level: LanguageLevelName,
): LanguageEntry[] {
  const entries: LanguageEntry[] = [{ lang_code: code, level }];
  if (level === 'NATIVE') {
    for (const l of languages) {
      if (l.level === 'NATIVE' && l.lang.code !== code)
        entries.push({ lang_code: l.lang.code, level: FORMER_NATIVE_LEVEL });
    }
  }
  return entries;
}

function LanguagesEditor({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['profile', 'account']);
  const locale = useCurrentLocale();
  const queryClient = useQueryClient();
  const name = useLanguageNames();
  const languages = sortByLevel(profile.languages);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<AccountErrorText | null>(null);
  const taken = languages.map((l) => l.lang.code);
  const [newCode, setNewCode] = useState('');
  const [newLevel, setNewLevel] = useState<LanguageLevelName>('BASE');
  const full = languages.length >= ACCOUNT_LIMITS.userLanguagesMax;
  const levelOptions = LANGUAGE_LEVELS.map((level) => ({
    value: level,
    label: t(`account:levels.${level}`),
  }));

  /** `learning`: a language just added to learn becomes the learner's pair's target. */
  const run = async (key: string, call: () => Promise<UserLanguage[]>, learning?: string) => {
    setBusy(key);
    setError(null);
    try {
      const list = await call();
      const native = list.find((l) => l.level === 'NATIVE')?.lang.code ?? null;
      // The profile's languages set the learner's pair (native -> first learned) for the whole app.
      const added = learning && native && learning !== native ? { lang: native, langT: learning } : null;
      setLearningPair(added ?? profilePair({ native_lang: native, languages: list }));
      queryClient.setQueryData<Profile>(USER_QUERY_KEY, (old) =>
        old
          ? {
              ...old,
              languages: list,
              native_lang: list.find((l) => l.level === 'NATIVE')?.lang.code ?? null,
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      return true;
    } catch (err) {
      setError(accountErrorText(err, locale));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const add = async () => {
    if (!newCode) return;
    if (await run('add', () => saveLanguages(levelChange(languages, newCode, newLevel)), newLevel === 'NATIVE' ? undefined : newCode)) {
      setNewCode('');
      setNewLevel('BASE');
    }
  };

  return (
    <Stack gap="lg">
      <Section title={t('languages.title')} description={t('languages.subtitle')} testId="languages-page">
        <Stack gap="md">
          <FormAlert error={error} />
          <ul className={classes.list} data-testid="language-list">
            {languages.map((l) => {
              const native = l.level === 'NATIVE';
              return (
                <li key={l.lang.code} className={classes.row} data-lang={l.lang.code}>
                  <div className={classes.name}>
                    <Text fw={600}>{name(l.lang.code)}</Text>
                    {native && (
                      <Text size="xs" c="brand.7" fw={600}>
                        {t('languages.native_badge')}
                      </Text>
                    )}
                  </div>
                  <NativeSelect
                    aria-label={t('languages.level_of', { language: name(l.lang.code) })}
                    data={levelOptions}
                    value={l.level}
                    disabled={busy !== null || native}
                    className={classes.level}
                    onChange={(e) =>
                      void run(l.lang.code, () =>
                        saveLanguages(
                          levelChange(languages, l.lang.code, e.currentTarget.value as LanguageLevelName),
                        ),
                      )
                    }
                  />
                  <ActionIcon
                    title={native ? t('languages.native_cannot_remove') : t('languages.remove')}
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('languages.remove_named', { language: name(l.lang.code) })}
                    disabled={busy !== null || native}
                    loading={busy === `remove:${l.lang.code}`}
                    onClick={() => void run(`remove:${l.lang.code}`, () => removeLanguage(l.lang.code))}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </li>
              );
            })}
          </ul>
          {languages.length > 1 && (
            <Text size="sm" c="dimmed">
              {t('languages.native_hint')}
            </Text>
          )}
        </Stack>
      </Section>

      <Section title={t('languages.add_title')} testId="add-language">
        {full ? (
          <Text c="dimmed">{t('languages.full', { max: ACCOUNT_LIMITS.userLanguagesMax })}</Text>
        ) : (
          <Group align="flex-end" gap="sm" className={classes.addRow}>
            <LanguagePicker
              label={t('languages.language')}
              value={newCode}
              onChange={setNewCode}
              exclude={taken}
              className={classes.addLanguage}
              data-testid="add-language-select"
            />
            <NativeSelect
              label={t('languages.level')}
              data={levelOptions}
              value={newLevel}
              onChange={(e) => setNewLevel(e.currentTarget.value as LanguageLevelName)}
              className={classes.addLevel}
            />
            <Button
              leftSection={<IconPlus size={16} />}
              disabled={!newCode || busy !== null}
              loading={busy === 'add'}
              onClick={() => void add()}
              data-testid="add-language-submit"
            >
              {t('languages.add')}
            </Button>
          </Group>
        )}
      </Section>
    </Stack>
  );
}

export default function LanguagesPage() {
  usePageTitle('profile', 'nav.languages');
  const { data: profile } = useProfile();
  if (!profile) return <PageLoader />;
  return <LanguagesEditor profile={profile} />;
}
