// moderation/settings (community.md §2, moderators only): the languages whose tasks this moderator
// gets (GET / POST /moderation/filters; none chosen: every language). Tasks without a language
// (complaints about members) come whatever the choice.
import { useEffect, useState } from 'react';
import { Button, CloseButton, Group, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../../shared/alerts/store';
import { useLanguages } from '../../../shared/reference/all-data';
import { LanguagePicker } from '../../../shared/ui/LanguagePicker';
import { MODERATION_LANGUAGES_MAX } from '../lib/limits';
import { useFilters, useSaveFilters } from '../api/filters';
import { Gate, PageLoading } from '../components/Gate';
import { ModerationNav } from '../components/ModerationNav';
import classes from '../components/Moderation.module.css';

function Settings() {
  const { t } = useTranslation('moderation');
  const filters = useFilters();
  const save = useSaveFilters();
  const { languages } = useLanguages();
  const [codes, setCodes] = useState<string[] | null>(null);
  useEffect(() => {
    if (filters.data && codes === null) setCodes(filters.data.lang_codes);
  }, [filters.data, codes]);
  if (codes === null) return <PageLoading />;
  const name = (code: string) => languages.find((l) => l.code === code)?.name ?? code;
  const changed = JSON.stringify([...codes].sort()) !== JSON.stringify([...(filters.data?.lang_codes ?? [])].sort());

  return (
    <>
      <h1 className={classes.title}>{t('settings.title')}</h1>
      <p className={classes.lead}>{t('settings.lead')}</p>
      <div className={classes.section}>
        <h2 className={classes.sectionTitle}>{t('settings.languages')}</h2>
        {codes.length === 0 ? (
          <Text c="dimmed" data-testid="filters-all">
            {t('settings.all_languages')}
          </Text>
        ) : (
          <Group gap="xs" data-testid="filters-chosen">
            {codes.map((code) => (
              <span key={code} className={classes.badge} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                {name(code)}
                <CloseButton size="xs" aria-label={t('settings.remove', { language: name(code) })} onClick={() => setCodes(codes.filter((c) => c !== code))} />
              </span>
            ))}
          </Group>
        )}
        <Group mt="md" align="flex-end">
          <LanguagePicker
            label={t('settings.add')}
            value=""
            exclude={codes}
            disabled={codes.length >= MODERATION_LANGUAGES_MAX}
            onChange={(code) => code && setCodes([...codes, code])}
            data-testid="filters-add"
            style={{ flex: '1 1 240px', maxWidth: 360 }}
          />
          <Button
            radius="xl"
            disabled={!changed}
            loading={save.isPending}
            onClick={() =>
              save.mutate(codes, {
                onSuccess: () => alerts.showAlert('system', { messageKey: 'moderation:settings.saved', tone: 'success' }),
              })
            }
            data-testid="filters-save"
          >
            {t('settings.save')}
          </Button>
        </Group>
      </div>
    </>
  );
}

export default function SettingsPage() {
  const { t } = useTranslation('moderation');
  useDocumentTitle(`${t('settings.title')} · Glossa`);
  return (
    <Gate>
      <div className={classes.page} data-testid="moderation-settings">
        <ModerationNav />
        <Settings />
      </div>
    </Gate>
  );
}
