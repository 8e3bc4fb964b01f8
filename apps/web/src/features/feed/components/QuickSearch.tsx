import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, Group, Paper, Stack } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchInput } from '../../../shared/dictionary/SearchInput';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { localePath } from '../../../shared/i18n/locales';
import { dictionarySearchPath, useLanguagePair } from '../../../shared/reference/language-pair';
import { LanguagePicker } from '../../../shared/ui/LanguagePicker';

const PICKER_STYLES = { input: { paddingInlineStart: 10, paddingInlineEnd: 24 } } as const;

/** Language pair + word: opens the dictionary search. */
export function QuickSearch() {
  const { t } = useTranslation(['feed', 'common']);
  const locale = useCurrentLocale();
  const navigate = useNavigate();
  const { lang, langT, setPair } = useLanguagePair(locale);
  const [text, setText] = useState('');

  const search = (value: string) => {
    if (value.trim()) void navigate(localePath(dictionarySearchPath(lang, langT, value), locale));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
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
        {/* At 390 px two pickers and the swap share ~330 px: a narrow arrow and gap keep long names
            ("Українська", "Nederlands") whole. */}
        <Group gap={6} wrap="nowrap" align="flex-end">
          <LanguagePicker
            label={t('common:language_picker.from')}
            value={lang}
            pairedWith={langT}
            onChange={(c) => choose('lang', c)}
            style={{ flex: 1, minWidth: 0 }}
            rightSectionWidth={24}
            styles={PICKER_STYLES}
          />
          <ActionIcon
            variant="light"
            size={32}
            mb={2}
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
            pairedWith={lang}
            onChange={(c) => choose('langT', c)}
            style={{ flex: 1, minWidth: 0 }}
            rightSectionWidth={24}
            styles={PICKER_STYLES}
          />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <SearchInput
            id="home-search"
            value={text}
            onChange={setText}
            onSubmit={search}
            lang={lang}
            langT={langT}
            size="md"
            placeholder={t('feed:search.placeholder')}
            label={t('common:header.search_label')}
            data-testid="home-search-input"
          />
          {/* Phones search with the keyboard's own key: the field keeps the width for its placeholder. */}
          <Button type="submit" size="md" radius="xl" visibleFrom="md">
            {t('common:header.search_submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
