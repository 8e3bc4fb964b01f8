// One message: quote, forwarded mark, text or image or voice, time, "edited", read ticks, and the
// corrections the companion made of it (word-level diffs, thanks); a correction message shows its
// diff and comment. Its actions (reply, translate, correct, copy, forward, edit, delete) in a menu,
// reachable by keyboard (focus) and touch (always shown where there is no hover).
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { memo, useState } from 'react';
import { ActionIcon, Checkbox, Menu } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconCheck,
  IconChecks,
  IconCopy,
  IconDotsVertical,
  IconPencil,
  IconLanguage,
  IconTextSpellcheck,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@glossa/contract';
import { translateMessage } from '../../api/translate-message';
import { timeLabel } from '../../lib/date-label';
import { CorrectionBlock } from './CorrectionBlock';
import classes from './Conversation.module.css';

export type MessageAction = 'reply' | 'correct' | 'copy' | 'forward' | 'edit' | 'delete';

export interface MessageBubbleProps {
  message: Message;
  mine: boolean;
  /** The name to show on quotes of the companion. */
  companionName: string;
  companionUuid: string;
  highlight: boolean;
  selecting: boolean;
  selected: boolean;
  /** Text and media of this chat may no longer be written (blocked): only deleting stays. */
  readOnly: boolean;
  /** Corrections of this message in the loaded part of the conversation (shown under it). */
  corrections?: Message[] | undefined;
  onAction(action: MessageAction, message: Message): void;
  onToggleSelect(message: Message): void;
  onOpenQuote(messageId: number): void;
  onOpenImage(url: string): void;
}

function QuoteBlock({ message, mine, companionName, companionUuid, onOpenQuote }: Pick<MessageBubbleProps, 'message' | 'mine' | 'companionName' | 'companionUuid' | 'onOpenQuote'>) {
  const { t } = useTranslation('chat');
  const quote = message.quote;
  if (!quote) return null;
  const author = quote.author_uuid === companionUuid ? companionName : t('list.you');
  const body = quote.deleted
    ? t('message.deleted')
    : quote.type === 'image'
      ? quote.text || t('message.photo')
      : quote.type === 'audio'
        ? t('message.voice')
        : quote.text;
  return (
    <button type="button" className={classes.quote} onClick={() => onOpenQuote(quote.id)} data-testid="message-quote" data-mine={mine || undefined}>
      <div className={classes.quoteAuthor}>{author}</div>
      <div className={classes.quoteText}>{body}</div>
    </button>
  );
}

function Body({ message, mine, readOnly, onOpenImage, onOpenQuote }: Pick<MessageBubbleProps, 'message' | 'mine' | 'readOnly' | 'onOpenImage' | 'onOpenQuote'>) {
  const { t } = useTranslation('chat');
  if (message.deleted_at) return <div className={classes.deletedText}>{t('message.deleted')}</div>;
  if (message.type === 'correction') {
    const originalId = message.correction?.message_id;
    return (
      <>
        {originalId != null && (
          <button type="button" className={classes.quote} onClick={() => onOpenQuote(originalId)} data-testid="message-quote" data-mine={mine || undefined}>
            <div className={classes.quoteAuthor}>{mine ? t('correction.of_theirs') : t('correction.of_yours')}</div>
          </button>
        )}
        <CorrectionBlock message={message} canThank={!mine && !readOnly} />
      </>
    );
  }
  return (
    <>
      {message.image && (
        <button type="button" className={classes.imageButton} onClick={() => onOpenImage(message.image!.base + message.image!.actual_file_name)} aria-label={t('message.open_photo')}>
          <img
            className={classes.image}
            src={message.image.base + message.image.preview_file_name}
            alt={t('message.photo')}
            loading="lazy"
            data-testid="message-image"
          />
        </button>
      )}
      {message.audio && (
        <audio className={classes.audio} controls preload="metadata" src={message.audio.base + message.audio.actual_file_name} data-testid="message-audio">
          {t('message.voice')}
        </audio>
      )}
      {message.text && (
        <div className={classes.text} data-testid="message-text">
          {message.text}
        </div>
      )}
    </>
  );
}

export const MessageBubble = memo(function MessageBubble(props: MessageBubbleProps) {
  const { t } = useTranslation('chat');
  const { message, mine, highlight, selecting, selected, readOnly, onAction, onToggleSelect } = props;
  const deleted = Boolean(message.deleted_at);
  const canCorrect = !mine && !deleted && message.type === 'text' && !readOnly;
  const canEdit = mine && !deleted && message.type === 'text' && !readOnly;
  const canTranslate = !mine && !deleted && message.type !== 'correction' && message.text.trim() !== '';
  const copyable = message.type === 'correction' ? (message.correction?.corrected_text ?? '') : message.text;
  const corrections = props.corrections?.filter((c) => !c.deleted_at && c.correction);
  const [translation, setTranslation] = useState<{ state: 'loading' } | { state: 'done'; text: string | null; provider: string } | { state: 'failed' } | null>(null);
  const translate = () => {
    setTranslation({ state: 'loading' });
    translateMessage(message.id).then(
      (r) => setTranslation({ state: 'done', text: r.text, provider: r.provider }),
      () => setTranslation({ state: 'failed' }),
    );
  };

  return (
    <div className={classes.row} data-mine={mine || undefined} data-testid="message" data-message-id={message.id}>
      {selecting && !deleted && (
        <Checkbox
          className={classes.check}
          checked={selected}
          onChange={() => onToggleSelect(message)}
          aria-label={t('forward.select_message')}
        />
      )}
      <div
        className={classes.bubble}
        data-mine={mine || undefined}
        data-highlight={highlight || undefined}
        data-media={message.image && !message.deleted_at ? 'image' : undefined}
        onClick={selecting && !deleted ? () => onToggleSelect(message) : undefined}
      >
        {message.forwarded_from && <div className={classes.forwarded}>{t('message.forwarded')}</div>}
        {message.type !== 'correction' && <QuoteBlock {...props} />}
        <Body message={message} mine={mine} readOnly={readOnly} onOpenImage={props.onOpenImage} onOpenQuote={props.onOpenQuote} />
        {!deleted && corrections && corrections.length > 0 && (
          <div className={classes.corrections} data-testid="original-corrections">
            {corrections.map((c) => (
              <CorrectionBlock key={c.id} message={c} compact byName={c.author_uuid === props.companionUuid ? props.companionName : t('list.you')} canThank={mine && !readOnly} />
            ))}
          </div>
        )}
        {translation && (
          <div className={classes.translation} data-testid="message-translation" aria-live="polite">
            {translation.state === 'loading' && t('translation.loading')}
            {translation.state === 'failed' && t('translation.failed')}
            {translation.state === 'done' && (
              <>
                <div data-testid="message-translation-text">{translation.text ?? t('translation.none')}</div>
                <div className={classes.translationBy} data-testid="message-translation-engine">
                  {t('translation.by', { engine: t(`translation.engine.${translation.provider}`) })}
                </div>
              </>
            )}
          </div>
        )}
        <div className={classes.meta}>
          {message.edited_at && !deleted && <span data-testid="message-edited">{t('message.edited')}</span>}
          <span>{timeLabel(new Date(message.created_at))}</span>
          {mine &&
            (message.read_at ? (
              <IconChecks size={14} aria-label={t('message.read')} data-testid="message-read" />
            ) : (
              <IconCheck size={14} aria-label={t('message.sent')} />
            ))}
        </div>
      </div>
      {!selecting && !deleted && (
        <Menu position={mine ? 'bottom-end' : 'bottom-start'} withinPortal>
          <Menu.Target>
            <ActionIcon className={classes.actions} variant="subtle" color="gray" radius="xl" size="sm" aria-label={t('message.actions')} data-testid="message-actions">
              <IconDotsVertical size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {!readOnly && (
              <Menu.Item leftSection={<IconArrowBackUp size={16} />} onClick={() => onAction('reply', message)} data-testid="message-reply">
                {t('actions.reply')}
              </Menu.Item>
            )}
            {canTranslate && (
              <Menu.Item leftSection={<IconLanguage size={16} />} onClick={translate} data-testid="message-translate">
                {t('actions.translate')}
              </Menu.Item>
            )}
            {canCorrect && (
              <Menu.Item leftSection={<IconTextSpellcheck size={16} />} onClick={() => onAction('correct', message)} data-testid="message-correct">
                {t('actions.correct')}
              </Menu.Item>
            )}
            {copyable && (
              <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => onAction('copy', message)} data-testid="message-copy">
                {t('actions.copy')}
              </Menu.Item>
            )}
            <Menu.Item leftSection={<IconArrowForwardUp size={16} />} onClick={() => onAction('forward', message)}>
              {t('actions.forward')}
            </Menu.Item>
            {canEdit && (
              <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onAction('edit', message)}>
                {t('actions.edit')}
              </Menu.Item>
            )}
            {mine && (
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onAction('delete', message)}>
                {t('actions.delete')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </div>
  );
});
