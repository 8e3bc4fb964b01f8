// addition/translation (core.md §2, §4): a batch of translations for one word. Several target
// words, each with optional explanations, subjects and attributes; statuses per item as they arrive.
import { useMemo, useRef, useState } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconArrowRight, IconPlus, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { useLanguagePair } from '../../../shared/reference/language-pair';
import { useLanguages } from '../../../shared/reference/all-data';
import { LanguagePicker } from '../../../shared/ui/LanguagePicker';
import { AdditionFrame } from '../components/AdditionFrame';
import { newRow, TranslationItemRow, type TranslationRow } from '../components/TranslationItemRow';
import { useAdditionParams } from '../hooks/use-addition-params';
import { useErrorReport } from '../hooks/use-error-report';
import { useTranslationBatch } from '../hooks/use-translation-batch';
import { CONTRIBUTION_TEXT_LIMITS } from '../lib/text-limits';
import classes from '../components/Addition.module.css';
import itemClasses from '../components/TranslationItems.module.css';

const isCode = (value: string | null): value is string => value !== null && /^[a-z]{2,3}$/.test(value);

export default function TranslationAddPage() {
  const { t } = useTranslation('contributions');
  const locale = useCurrentLocale();
  const params = useAdditionParams();
  const remembered = useLanguagePair(locale);
  const { languages } = useLanguages();
  const [lang, setLang] = useState(isCode(params.lang) ? params.lang : remembered.lang);
  const [langT, setLangT] = useState(isCode(params.langT) ? params.langT : remembered.langT);
  const [word, setWord] = useState(params.word);
  const nextKey = useRef(1);
  const [rows, setRows] = useState<TranslationRow[]>(() => [newRow('row-0')]);
  const [attempted, setAttempted] = useState(false);
  const { report, popup } = useErrorReport();
  const batch = useTranslationBatch(report);
  const languageName = (code: string) => languages.find((l) => l.code === code)?.name ?? code;
  const fixedWord = params.word.trim() !== '';

  const filled = rows.filter((r) => r.name.trim() !== '');
  const rowError = (row: TranslationRow) =>
    row.name.includes(',') || row.name.includes(';') ? t('validation.one_per_entry') : null;
  const problems = useMemo(() => {
    const list: string[] = [];
    if (!word.trim()) list.push(t('validation.word_required'));
    if (lang === langT) list.push(t('validation.same_languages'));
    if (filled.length === 0) list.push(t('validation.translation_required'));
    return list;
  }, [filled.length, lang, langT, t, word]);
  const blocked = problems.length > 0 || filled.some((r) => rowError(r) !== null);
  const sentAny = rows.some((r) => r.status !== null);

  const update = (key: string, patch: Partial<TranslationRow>) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const submit = async () => {
    setAttempted(true);
    if (blocked || batch.loading) return;
    // Empty rows are not part of the batch.
    const list = rows.filter((r) => r.name.trim() !== '');
    setRows(list);
    await batch.run(list, setRows, { lang, langT, word: word.trim() });
  };

  return (
    <AdditionFrame
      testId="translation-add-page"
      eyebrow={t('translation.eyebrow')}
      title={word.trim() ? t('translation.title_word', { word: word.trim() }) : t('translation.title')}
      subtitle={t('translation.subtitle', { from: languageName(lang), to: languageName(langT) })}
      footerNote={t('translation.points_note')}
      footer={
        <Button
          size="md"
          radius="xl"
          leftSection={<IconSend size={17} />}
          loading={batch.loading}
          onClick={() => void submit()}
          data-testid="send-translations"
        >
          {t('actions.send_for_review')}
        </Button>
      }
    >
      <section className={classes.card}>
        <div className={itemClasses.wordFields}>
          <LanguagePicker
            label={t('translation.from')}
            value={lang}
            onChange={setLang}
            exclude={[langT]}
            disabled={sentAny || batch.loading}
            radius="md"
            data-testid="lang-from"
          />
          <IconArrowRight size={18} className={itemClasses.arrow} aria-hidden />
          <LanguagePicker
            label={t('translation.to')}
            value={langT}
            onChange={setLangT}
            exclude={[lang]}
            disabled={sentAny || batch.loading}
            radius="md"
            data-testid="lang-to"
          />
        </div>
        <TextInput
          mt="md"
          size="md"
          radius="md"
          label={t('translation.word_label', { language: languageName(lang) })}
          placeholder={t('translation.word_placeholder')}
          value={word}
          maxLength={CONTRIBUTION_TEXT_LIMITS.word}
          onChange={(e) => setWord(e.currentTarget.value)}
          disabled={sentAny || batch.loading}
          error={attempted && !word.trim() ? t('validation.word_required') : undefined}
          data-testid="primary-word"
        />
      </section>

      <section className={classes.card}>
        <h2 className={classes.sectionTitle}>{t('translation.items_title', { language: languageName(langT) })}</h2>
        <p className={classes.hint}>{t('translation.items_hint')}</p>
        <ul className={itemClasses.list} style={{ marginTop: 14 }}>
          {rows.map((row, index) => (
            <TranslationItemRow
              key={row.key}
              row={row}
              index={index}
              lang={lang}
              langT={langT}
              primaryWord={word.trim()}
              onChange={(patch) => update(row.key, patch)}
              onRemove={() => setRows((list) => list.filter((r) => r.key !== row.key))}
              removable={rows.length > 1 && row.status !== 'success'}
              busy={batch.loading}
              error={rowError(row)}
              autoFocus={fixedWord && index === rows.length - 1 && index > 0}
            />
          ))}
        </ul>
        <Group className={itemClasses.addRow} justify="space-between">
          <Button
            variant="light"
            radius="xl"
            leftSection={<IconPlus size={16} />}
            onClick={() => setRows((list) => [...list, newRow(`row-${nextKey.current++}`)])}
            disabled={batch.loading}
            data-testid="add-translation-row"
          >
            {t('translation.add_row')}
          </Button>
          {attempted && problems.length > 0 && (
            <Text c="red.7" size="sm" role="alert" data-testid="form-problem">
              {problems[0]}
            </Text>
          )}
        </Group>
      </section>
      {popup}
    </AdditionFrame>
  );
}
