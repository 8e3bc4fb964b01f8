import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
// tasks/cards/settings (community.md §2, §3 tasks_setting_types, tasks_setting_languages): which card
// types (kept on this device; none chosen means all) and in which languages (kept on the server,
// POST /tasks/lang-filter; none chosen means the languages of my profile).
import { useEffect, useState } from 'react';
import { Button, Checkbox, CloseButton, Group, Loader, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { TASK_TYPES, type TaskType } from '@glossa/contract/task-rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { alerts } from '../../../shared/alerts/store';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { LanguagePicker } from '../../../shared/ui/LanguagePicker';
import { tasksKeys } from '../api/keys';
import { saveTaskLanguages, useTaskLanguages } from '../api/settings';
import { useLanguageName } from '../components/MaterialView';
import { readTypes, saveTypes } from '../lib/type-settings';
import classes from '../components/Tasks.module.css';

export default function CardsSettingsPage() {
  const { t } = useTranslation('tasks');
  useDocumentTitle(`${t('settings.title')} · Glossa`);
  const to = useLocalePath();
  const client = useQueryClient();
  const name = useLanguageName();
  const current = useTaskLanguages();
  const [types, setTypes] = useState<TaskType[]>(() => readTypes());
  const [languages, setLanguages] = useState<string[] | null>(null);
  const [adding, setAdding] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (current.data && languages === null) setLanguages(current.data.languages);
  }, [current.data, languages]);

  const save = async () => {
    setSaving(true);
    setError(null);
    saveTypes(types);
    try {
      const saved = await saveTaskLanguages(languages ?? []);
      client.setQueryData(tasksKeys.languages, saved);
      setLanguages(saved.languages);
      void client.invalidateQueries({ queryKey: tasksKeys.stats });
      alerts.showAlert('system', { messageKey: 'tasks:settings.saved', tone: 'success' });
    } catch {
      setError(t('queue.error'));
    } finally {
      setSaving(false);
    }
  };

  const list = languages ?? [];
  return (
    <div className={classes.page} data-testid="task-settings-page">
      <div className={classes.head}>
        <div>
          <h1 className={classes.title}>{t('settings.title')}</h1>
          <p className={classes.lead}>{t('settings.lead')}</p>
        </div>
      </div>
      <section className={classes.card}>
        <h2 className={classes.question}>{t('settings.types')}</h2>
        <Checkbox.Group value={types} onChange={(v) => setTypes(TASK_TYPES.filter((x) => v.includes(x)))}>
          <Stack gap="xs">
            {TASK_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={t(`types.${type}`)} data-testid={`task-type-${type}`} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Text size="sm" c="dimmed" mt="xs">
          {t('settings.types_hint')}
        </Text>

        <h2 className={classes.question} style={{ marginTop: 24 }}>
          {t('settings.languages')}
        </h2>
        {current.isPending ? (
          <Loader size="sm" type="dots" />
        ) : (
          <>
            <div className={classes.chips} data-testid="task-languages">
              {list.map((code) => (
                <Group key={code} gap={2} className={classes.side} style={{ padding: '4px 6px 4px 12px' }}>
                  <span>{name(code)}</span>
                  <CloseButton size="sm" aria-label={t('settings.remove', { language: name(code) })} onClick={() => setLanguages(list.filter((c) => c !== code))} />
                </Group>
              ))}
            </div>
            <Group align="flex-end">
              <LanguagePicker label={t('settings.add_language')} value={adding} onChange={setAdding} exclude={list} style={{ flex: '1 1 220px' }} />
              <Button variant="light" radius="xl" disabled={!adding} onClick={() => {
                setLanguages([...list, adding]);
                setAdding('');
              }}>
                {t('settings.add')}
              </Button>
            </Group>
            <Text size="sm" c="dimmed" mt="xs">
              {t('settings.languages_hint')}
            </Text>
            {current.data && current.data.native.length > 0 && (
              <Text size="sm" c="dimmed">
                {t('settings.native_hint', { languages: current.data.native.map(name).join(', ') })}
              </Text>
            )}
          </>
        )}
        {error && (
          <Text c="red" size="sm" role="alert" mt="sm">
            {error}
          </Text>
        )}
        <Group justify="space-between" mt="lg">
          <Button component={Link} to={to('/tasks/cards')} variant="subtle" radius="xl">
            {t('settings.back')}
          </Button>
          <Button radius="xl" onClick={() => void save()} loading={saving} data-testid="task-settings-save">
            {t('settings.save')}
          </Button>
        </Group>
      </section>
    </div>
  );
}
