// One translation of the batch: the word, its status, and on demand the explanations of both
// words, subjects and attributes (all optional).
import { useEffect, useState } from 'react';
import { ActionIcon, Button, Textarea, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronDown, IconChevronUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONTRIBUTION_TEXT_LIMITS } from '../lib/text-limits';
import type { SideAttributes } from '../lib/attributes';
import type { BatchItem } from '../lib/translation-batch';
import { AttributesPopup, useAttributeNames } from './AttributesPopup';
import { StatusMark } from './StatusMark';
import { SubjectsPicker } from './SubjectsPicker';
import classes from './TranslationItems.module.css';

export interface TranslationRow extends BatchItem {
  primaryExplanation: string;
  translationExplanation: string;
  subjects: string[];
  primaryAttributes: SideAttributes;
  translationAttributes: SideAttributes;
}

export const NO_ATTRIBUTES: SideAttributes = { partOfSpeech: null, gender: null };

export function newRow(key: string, name = ''): TranslationRow {
  return {
    key,
    name,
    status: null,
    primaryExplanation: '',
    translationExplanation: '',
    subjects: [],
    primaryAttributes: NO_ATTRIBUTES,
    translationAttributes: NO_ATTRIBUTES,
  };
}

export function TranslationItemRow({
  row,
  index,
  lang,
  langT,
  primaryWord,
  onChange,
  onRemove,
  removable,
  busy,
  error,
  autoFocus,
}: {
  row: TranslationRow;
  index: number;
  lang: string;
  langT: string;
  primaryWord: string;
  onChange(patch: Partial<TranslationRow>): void;
  onRemove(): void;
  removable: boolean;
  busy: boolean;
  /** A problem with the typed word (e.g. commas). */
  error?: string | null;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('contributions');
  const [open, setOpen] = useState(false);
  const [attributesOpen, setAttributesOpen] = useState(false);
  const attributeNames = useAttributeNames();
  const done = row.status === 'success';
  const locked = done || busy;
  // A sent item folds up: its summary line says what went with it.
  useEffect(() => {
    if (done) setOpen(false);
  }, [done]);
  const failedMessage =
    // Duplicates inside a batch get the exists key too (core.md §8).
    row.status === 'failed' ? t('errors.error_translation_exists') : null;
  const details = [
    row.primaryExplanation || row.translationExplanation ? t('item.has_explanation') : null,
    row.subjects.length > 0 ? t('item.subjects_count', { count: row.subjects.length }) : null,
    attributeNames(row.translationAttributes) || null,
  ].filter(Boolean);

  return (
    <li className={classes.item} data-status={row.status ?? 'empty'} data-testid="translation-item">
      <div className={classes.row}>
        <span className={classes.index}>{index + 1}</span>
        <TextInput
          className={classes.word}
          size="md"
          radius="md"
          placeholder={t('item.placeholder')}
          aria-label={t('item.label', { n: index + 1 })}
          value={row.name}
          maxLength={CONTRIBUTION_TEXT_LIMITS.word}
          disabled={locked}
          autoFocus={autoFocus}
          error={error ?? undefined}
          // A changed word is a new item: its old status no longer applies.
          onChange={(e) => onChange({ name: e.currentTarget.value, status: null, reason: null })}
          data-testid="translation-input"
        />
        <ActionIcon
          variant={open ? 'light' : 'subtle'}
          color="gray"
          size={40}
          radius="xl"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-label={t('item.details')}
          title={t('item.details')}
          data-testid="item-details-toggle"
        >
          {open ? <IconChevronUp size={18} /> : <IconChevronDown size={18} />}
        </ActionIcon>
        {removable && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size={40}
            radius="xl"
            onClick={onRemove}
            disabled={busy}
            aria-label={t('item.remove')}
            title={t('item.remove')}
          >
            <IconTrash size={17} />
          </ActionIcon>
        )}
      </div>
      <div className={classes.meta}>
        <StatusMark status={row.status} message={failedMessage} />
        {!open && details.length > 0 && <span className={classes.summary}>{details.join(' · ')}</span>}
      </div>
      {open && (
        <div className={classes.details}>
          <div className={classes.explanations}>
            <Textarea
              label={t('item.explanation_of', { word: primaryWord || lang })}
              description={t('item.explanation_hint')}
              autosize
              minRows={1}
              maxRows={4}
              maxLength={CONTRIBUTION_TEXT_LIMITS.explanation}
              value={row.primaryExplanation}
              disabled={locked}
              onChange={(e) => onChange({ primaryExplanation: e.currentTarget.value })}
              data-testid="primary-explanation"
            />
            <Textarea
              label={t('item.explanation_of', { word: row.name.trim() || langT })}
              description={t('item.explanation_hint')}
              autosize
              minRows={1}
              maxRows={4}
              maxLength={CONTRIBUTION_TEXT_LIMITS.explanation}
              value={row.translationExplanation}
              disabled={locked}
              onChange={(e) => onChange({ translationExplanation: e.currentTarget.value })}
              data-testid="translation-explanation"
            />
          </div>
          <p className={classes.label}>{t('subjects.title')}</p>
          <SubjectsPicker value={row.subjects} onChange={(subjects) => onChange({ subjects })} disabled={locked} />
          <p className={classes.label}>{t('attributes.title')}</p>
          <div className={classes.attributes}>
            <span className={classes.summary}>
              {[attributeNames(row.primaryAttributes), attributeNames(row.translationAttributes)].some(Boolean)
                ? `${primaryWord || lang}: ${attributeNames(row.primaryAttributes) || '—'} · ${row.name.trim() || langT}: ${attributeNames(row.translationAttributes) || '—'}`
                : t('attributes.none')}
            </span>
            <Button
              variant="light"
              size="compact-sm"
              radius="xl"
              leftSection={<IconAdjustmentsHorizontal size={14} />}
              onClick={() => setAttributesOpen(true)}
              disabled={locked}
              data-testid="open-attributes"
            >
              {t('attributes.choose')}
            </Button>
          </div>
          <AttributesPopup
            opened={attributesOpen}
            onClose={() => setAttributesOpen(false)}
            sides={[
              { langCode: lang, word: primaryWord, value: row.primaryAttributes },
              { langCode: langT, word: row.name.trim(), value: row.translationAttributes },
            ]}
            onApply={([primary, translation]) => {
              onChange({ primaryAttributes: primary ?? NO_ATTRIBUTES, translationAttributes: translation ?? NO_ATTRIBUTES });
              setAttributesOpen(false);
            }}
          />
        </div>
      )}
    </li>
  );
}
