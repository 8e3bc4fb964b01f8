// One favorite: a dictionary translation (as the dictionary shows it now, linked to it), a sentence
// with its translation, a raw pair (machine translation), or what was saved when the dictionary
// entry is gone ('The content has already been deleted'). Its comment, a checkbox to select it, and
// its own move, copy and delete.
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { ActionIcon, Checkbox, Menu } from '@mantine/core';
import { IconArrowRight, IconCopy, IconDotsVertical, IconFolderShare, IconRobot, IconTrash } from '@tabler/icons-react';
import type { SentenceItem, Translation } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useLanguageNameOf } from '../../../shared/reference/language-name';
import { dictionarySearchPath } from '../../../shared/reference/language-pair';
import type { Favorite } from '../types';
import { CommentEditor } from './CommentEditor';
import classes from './FavoriteItem.module.css';

function isTranslation(entity: Favorite['entity']): entity is Translation {
  return entity !== null && 'translation_word' in entity;
}

function isSentence(entity: Favorite['entity']): entity is SentenceItem {
  return entity !== null && 'sentence_text' in entity;
}

function Pair({ from, to, langFrom, langTo, href }: { from: string; to: string | null; langFrom: string; langTo: string | null; href?: string }) {
  const inner = (
    <>
      <span className={classes.from} data-lang={langFrom}>
        {from}
      </span>
      {to !== null && (
        <>
          <IconArrowRight size={15} className={classes.arrow} aria-hidden />
          <span className={classes.to} data-lang={langTo ?? undefined} data-testid="favorite-to">
            {to}
          </span>
        </>
      )}
    </>
  );
  return href ? (
    <Link to={href} className={classes.pair} data-testid="favorite-pair">
      {inner}
    </Link>
  ) : (
    <p className={classes.pair} data-testid="favorite-pair">
      {inner}
    </p>
  );
}

function Body({ item }: { item: Favorite }) {
  const { t } = useTranslation('favorites');
  const to = useLocalePath();
  const { entity } = item;

  if (item.is_raw && item.raw) {
    return <Pair from={item.raw.word_from} to={item.raw.word_to} langFrom={item.raw.lang_from} langTo={item.raw.lang_to} />;
  }
  if (isTranslation(entity)) {
    const lang = entity.primary_word.lang_code;
    const langT = entity.translation_word.lang_code;
    const explanation = entity.translation_word_explanation ?? entity.primary_word_explanation;
    return (
      <>
        <Pair
          from={entity.primary_word.name}
          to={entity.translation_word.name}
          langFrom={lang}
          langTo={langT}
          href={to(`${dictionarySearchPath(lang, langT, entity.primary_word.name)}/${entity.id}`)}
        />
        {explanation && <p className={classes.explanation}>{explanation}</p>}
      </>
    );
  }
  if (isSentence(entity)) {
    const translation =
      entity.translations.find((s) => s.sentence_translation_id === (item.additional_id ?? entity.sentence_translation_id)) ??
      entity.translations[0];
    return (
      <div className={classes.sentence}>
        <p className={classes.sentenceText} data-lang={entity.lang_code}>
          {entity.sentence_text}
        </p>
        {translation && (
          <p className={classes.sentenceTranslation} data-lang={translation.lang_code}>
            {translation.sentence_text}
          </p>
        )}
      </div>
    );
  }
  // The dictionary entry is gone: what was saved, and why it is not a link.
  return (
    <>
      <Pair from={item.saved.text_from} to={item.saved.text_to} langFrom={item.saved.lang_from} langTo={item.saved.lang_to} />
      <p className={classes.gone}>{t('items.content_deleted')}</p>
    </>
  );
}

export function FavoriteItem({
  item,
  selected,
  onSelect,
  onComment,
  onAction,
}: {
  item: Favorite;
  selected: boolean;
  onSelect(on: boolean): void;
  onComment(text: string): Promise<void>;
  onAction(kind: 'move' | 'copy' | 'delete'): void;
}) {
  const { t, i18n } = useTranslation('favorites');
  const name = useLanguageNameOf();
  const langs = item.is_raw && item.raw ? [item.raw.lang_from, item.raw.lang_to] : [item.saved.lang_from, item.saved.lang_to];
  const kind = item.is_raw ? 'raw' : item.entity_type;
  const date = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(item.created_at));
  const label = item.is_raw && item.raw ? item.raw.word_from : item.saved.text_from;

  return (
    <li className={classes.item} data-selected={selected || undefined} data-testid="favorite-item" data-kind={kind} data-unavailable={!item.is_available || undefined}>
      <Checkbox
        size="sm"
        className={classes.check}
        checked={selected}
        onChange={(e) => onSelect(e.currentTarget.checked)}
        aria-label={t('items.select', { text: label })}
        data-testid="favorite-select"
      />
      <div className={classes.main}>
        <div className={classes.meta}>
          <span className={classes.kind} data-kind={kind}>
            {kind === 'raw' && <IconRobot size={12} aria-hidden />}
            {t(`items.kind_${kind}`)}
          </span>
          <span className={classes.langs}>{langs.filter((l): l is string => Boolean(l)).map(name).join(' → ')}</span>
        </div>
        <Body item={item} />
        <CommentEditor comment={item.comment} onSave={onComment} />
        <time className={classes.date} dateTime={item.created_at}>
          {t('items.saved_on', { date })}
        </time>
      </div>
      <Menu position="bottom-end" withinPortal shadow="md" radius="md">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" radius="xl" aria-label={t('items.actions', { text: label })} data-testid="favorite-menu">
            <IconDotsVertical size={17} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconFolderShare size={15} />} onClick={() => onAction('move')} data-testid="favorite-move">
            {t('items.move_single')}
          </Menu.Item>
          <Menu.Item leftSection={<IconCopy size={15} />} onClick={() => onAction('copy')} data-testid="favorite-copy">
            {t('items.copy_single')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconTrash size={15} />} onClick={() => onAction('delete')} data-testid="favorite-delete">
            {t('items.delete_single')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </li>
  );
}
