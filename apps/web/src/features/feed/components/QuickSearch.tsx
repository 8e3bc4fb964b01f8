import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { IconArrowsExchange, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { localePath } from '../../../shared/i18n/locales';
import { dictionarySearchPath, useLanguagePair } from '../../../shared/reference/language-pair';
import { LanguagePicker } from '../../../shared/ui/LanguagePicker';

/** Language pair + word: opens the dictionary search. */
export function QuickSearch() {
  const { t } = useTranslation(['feed', 'common']);
  const locale = useCurrentLocale();
  const navigate = useNavigate();
  const { lang, langT, setPair } = useLanguagePair(locale);
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(localePath(dictionarySearchPath(lang, langT, text), locale));
  };
  // Choosing the language already on the other side swaps the pair (core.md §4 Search).
  const choose = (side: 'lang' | 'langT', code: string) => {
    if (side === 'lang') setPair(code, code === langT ? lang : langT);
    else setPair(code === lang ? langT : lang, code);
  };

  return (
    <Paper
      component="form"
      onSubmit={submit}
      withBorder
      radius="xl"
      p={{ base: 'md', md: 'lg' }}
      shadow="sm"
      data-testid="quick-search"
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <LanguagePicker
            label={t('common:language_picker.from')}
            value={lang}
            onChange={(c) => choose('lang', c)}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="light"
            size={36}
            radius="xl"
            aria-label={t('common:language_picker.swap')}
            title={t('common:language_picker.swap')}
            onClick={() => setPair(langT, lang)}
          >
            <IconArrowsExchange size={18} />
          </ActionIcon>
          <LanguagePicker
            label={t('common:language_picker.to')}
            value={langT}
            onChange={(c) => choose('langT', c)}
            style={{ flex: 1 }}
          />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            placeholder={t('feed:search.placeholder')}
            aria-label={t('common:header.search_label')}
            leftSection={<IconSearch size={18} />}
            size="md"
            radius="xl"
            style={{ flex: 1 }}
          />
          <Button type="submit" size="md" radius="xl">
            {t('common:header.search_submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
