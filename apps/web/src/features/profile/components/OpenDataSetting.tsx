// Open data dumps (issue 37): contributions are published under CC BY-SA 4.0 with the author's
// nickname; a member can be attributed anonymously instead. Saved as soon as it is switched.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenDataSettings, useSaveOpenDataSettings } from '../api/open-data';
import { Section } from './Section';

export function OpenDataSetting() {
  const { t } = useTranslation('profile');
  const settings = useOpenDataSettings();
  const save = useSaveOpenDataSettings();
  return (
    <Section title={t('open_data.title')} description={t('open_data.description')} testId="open-data-setting">
      <Switch
        size="md"
        label={t('open_data.anonymous_label')}
        description={t('open_data.anonymous_hint')}
        checked={save.isPending ? save.variables : (settings.data?.anonymous ?? false)}
        disabled={!settings.data || save.isPending}
        onChange={(e) => save.mutate(e.currentTarget.checked)}
        data-testid="open-data-anonymous"
      />
    </Section>
  );
}
