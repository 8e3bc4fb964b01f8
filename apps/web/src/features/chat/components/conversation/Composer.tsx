// Writing: the text (its draft kept per chat), a reply, a correction of the companion's message or
// an edit of one's own; photos and voice messages between friends (core.md §6: only friends may send
// images and voice messages; others are told why and can ask for friendship right there).
import '@mantine/core/styles/Tooltip.css';
import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Anchor, Textarea, TextInput, Tooltip } from '@mantine/core';
import { IconMicrophone, IconPhoto, IconPlayerStopFilled, IconSend2, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CHAT_LIMITS, Chat, Message } from '@glossa/contract';
import { useLayout } from '../../../../shared/ui/breakpoints';
import { voiceFileName } from '../../api/send-media';
import { useRecorder } from '../../../../shared/media/use-recorder';
import { companionOf } from '../../lib/chat-list';
import { changeFriendship, saveEdit } from '../../state/chat-actions';
import { draftOf, saveDraft } from '../../state/chat-store';
import { sendFile, sendText } from '../../state/send-actions';
import classes from './Conversation.module.css';

/** The server's caps (packages/contract CHAT_LIMITS; typed against it so they cannot drift). */
const TEXT_MAX: (typeof CHAT_LIMITS)['messageTextMax'] = 4000;
const COMMENT_MAX: (typeof CHAT_LIMITS)['correctionCommentMax'] = 1000;
const IMAGE_MAX_BYTES: (typeof CHAT_LIMITS)['imageMaxBytes'] = 10485760;
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';
/** A voice message stops by itself here (about 5 MB of Opus, the server's cap, is far beyond it). */
const VOICE_MAX_SECONDS = 300;

export type ComposerContext = { kind: 'reply' | 'correct' | 'edit'; message: Message };

export interface ComposerProps {
  chat: Chat;
  context: ComposerContext | null;
  onClearContext(): void;
}

function useDraft(chatId: number) {
  const [text, setText] = useState(() => draftOf(chatId));
  const latest = useRef(text);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      saveDraft(chatId, latest.current);
    },
    [chatId],
  );
  const change = (value: string, persist: boolean) => {
    setText(value);
    if (!persist) return;
    latest.current = value;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => saveDraft(chatId, value), 300);
  };
  return { text, change };
}

const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

export function Composer({ chat, context, onClearContext }: ComposerProps) {
  const { t } = useTranslation('chat');
  const layout = useLayout();
  const companion = companionOf(chat);
  const name = companion.nickname ?? t('common.deleted_user');
  const friends = companion.friendship_status === 'accepted';
  const draft = useDraft(chat.id);
  // Editing and correcting work on their own text; the draft waits underneath.
  const [altText, setAltText] = useState<string | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  /** A correction's optional comment. */
  const [comment, setComment] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const voice = useRecorder(VOICE_MAX_SECONDS);
  const text = altText ?? draft.text;
  const tooLong = text.length > TEXT_MAX;

  useEffect(() => {
    setAltText(context && context.kind !== 'reply' ? context.message.text : null);
    setComment('');
    if (context) input.current?.focus();
  }, [context]);

  const setValue = (value: string) => {
    if (altText !== null) setAltText(value);
    else draft.change(value, true);
  };

  const submit = async () => {
    const value = text.trim();
    if (!value || tooLong) return;
    if (context?.kind === 'edit') {
      if (value !== context.message.text && !(await saveEdit(chat.id, context.message, value))) return;
      onClearContext();
      return;
    }
    if (context?.kind === 'correct') {
      if (value === context.message.text.trim()) return;
      sendText(chat.id, { text: comment.trim(), correction: { message: context.message, corrected_text: value } });
      onClearContext();
      return;
    }
    sendText(chat.id, { text: value, quote: context?.kind === 'reply' ? context.message : undefined });
    draft.change('', true);
    saveDraft(chat.id, '');
    onClearContext();
  };

  const needFriends = () => setHint(t('composer.media_friends_only', { name }));

  const pickImage = () => {
    if (!friends) return needFriends();
    fileInput.current?.click();
  };

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) return setHint(t('errors.file_too_large'));
    setHint(null);
    sendFile(chat.id, 'image', file, file.name || 'photo.jpg');
  };

  const recordVoice = async () => {
    if (!friends) return needFriends();
    setHint(null);
    const blob = await voice.start();
    if (blob) sendFile(chat.id, 'audio', blob, voiceFileName(blob.type));
  };

  const contextTitle =
    context?.kind === 'edit' ? t('composer.editing') : context?.kind === 'correct' ? t('composer.correcting', { name }) : context ? t('composer.replying', { name: context.message.author_uuid === companion.uuid ? name : t('list.you') }) : '';

  return (
    <div className={classes.composer} data-testid="composer">
      {context && (
        <div className={classes.context} data-testid="composer-context">
          <div className={classes.contextText}>
            <div className={classes.contextTitle}>{contextTitle}</div>
            <div className={classes.contextBody}>{context.message.text || t(context.message.type === 'audio' ? 'message.voice' : 'message.photo')}</div>
          </div>
          <ActionIcon variant="subtle" color="gray" onClick={onClearContext} aria-label={t('composer.cancel')}>
            <IconX size={18} />
          </ActionIcon>
        </div>
      )}
      {context?.kind === 'correct' && (
        <TextInput
          size="xs"
          radius="lg"
          mb={6}
          value={comment}
          maxLength={COMMENT_MAX}
          onChange={(e) => setComment(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void submit();
            }
            if (e.key === 'Escape') onClearContext();
          }}
          placeholder={t('correction.comment_placeholder')}
          aria-label={t('correction.comment_placeholder')}
          data-testid="correction-comment-input"
        />
      )}
      <div className={classes.composerRow}>
        {voice.recording ? (
          <>
            <ActionIcon size="lg" radius="xl" variant="subtle" color="red" onClick={voice.cancel} aria-label={t('composer.voice_cancel')}>
              <IconTrash size={20} />
            </ActionIcon>
            <div className={classes.recording} data-testid="voice-recording">
              <span className={classes.dot} />
              {t('composer.recording')} {mmss(voice.seconds)}
            </div>
            <ActionIcon size="lg" radius="xl" onClick={voice.stop} aria-label={t('composer.voice_send')} data-testid="voice-send">
              <IconPlayerStopFilled size={18} />
            </ActionIcon>
          </>
        ) : (
          <>
            {!context && (
              <>
                <Tooltip label={friends ? t('composer.photo') : t('composer.friends_only_short')} disabled={layout === 'mobile'}>
                  <ActionIcon size="lg" radius="xl" variant="subtle" color={friends ? 'gray' : 'gray.5'} onClick={pickImage} aria-label={t('composer.photo')} data-testid="attach-photo">
                    <IconPhoto size={20} />
                  </ActionIcon>
                </Tooltip>
                <input ref={fileInput} type="file" accept={IMAGE_TYPES} hidden data-testid="photo-input" onChange={(e) => { onFile(e.currentTarget.files?.[0]); e.currentTarget.value = ''; }} />
              </>
            )}
            <Textarea
              ref={input}
              className={classes.input}
              value={text}
              onChange={(event) => setValue(event.currentTarget.value)}
              onKeyDown={(event) => {
                // Desktop: Enter sends, Shift+Enter breaks the line. Phones keep Enter for new lines.
                if (event.key === 'Enter' && !event.shiftKey && layout !== 'mobile' && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  void submit();
                }
                if (event.key === 'Escape' && context) onClearContext();
              }}
              placeholder={t('composer.placeholder')}
              aria-label={t('composer.placeholder')}
              autosize
              minRows={1}
              maxRows={6}
              radius="lg"
              error={tooLong ? t('composer.too_long', { max: TEXT_MAX }) : undefined}
              data-testid="composer-input"
            />
            {!text.trim() && !context ? (
              <Tooltip label={friends ? t('composer.voice') : t('composer.friends_only_short')} disabled={layout === 'mobile'}>
                <ActionIcon size="lg" radius="xl" variant="subtle" color={friends ? 'gray' : 'gray.5'} onClick={() => void recordVoice()} aria-label={t('composer.voice')} data-testid="record-voice">
                  <IconMicrophone size={20} />
                </ActionIcon>
              </Tooltip>
            ) : (
              <ActionIcon size="lg" radius="xl" onClick={() => void submit()} disabled={tooLong} aria-label={context?.kind === 'edit' ? t('composer.save') : t('composer.send')} data-testid="send-message">
                <IconSend2 size={18} />
              </ActionIcon>
            )}
          </>
        )}
      </div>
      {(hint || voice.error) && (
        <div className={classes.hint} role="status" data-testid="composer-hint">
          {hint ?? t(`composer.voice_error.${voice.error}`)}{' '}
          {hint && !friends && companion.friendship_status === null && chat.access_status === 'available' && (
            <Anchor component="button" size="xs" onClick={() => void changeFriendship(chat, 'request').then(() => setHint(t('composer.request_sent')))}>
              {t('friends.add')}
            </Anchor>
          )}
        </div>
      )}
    </div>
  );
}
