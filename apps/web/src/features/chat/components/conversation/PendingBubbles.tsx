// Messages on their way: unsent texts (a clock while pending; "Not sent" with retry and discard when
// the server refused) and uploads (progress; retry and discard on failure).
import '@mantine/core/styles/Progress.css';
import { Anchor, Progress } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { timeLabel } from '../../lib/date-label';
import type { UnsentMessage } from '../../lib/outbox';
import { discardUnsent, discardUpload, retryUnsent, retryUpload } from '../../state/send-actions';
import type { Upload } from '../../state/chat-store';
import classes from './Conversation.module.css';

function failureText(t: (key: string) => string, code: string | undefined): string {
  switch (code) {
    case 'FREE_CHAT_LIMIT_EXCEEDED':
      return t('errors.limit_short');
    case 'USERS_HAVE_RELATION':
      return t('errors.blocked_short');
    case 'CHAT_MEDIA_FRIENDS_ONLY':
      return t('errors.media_friends_only');
    case 'VALIDATION_ERROR':
      return t('errors.invalid');
    case 'PAYLOAD_TOO_LARGE':
      return t('errors.file_too_large');
    case 'UNSUPPORTED_MEDIA_TYPE':
      return t('errors.unsupported_file');
    default:
      return t('errors.not_sent');
  }
}

export function UnsentBubble({ chatId, message }: { chatId: number; message: UnsentMessage }) {
  const { t } = useTranslation('chat');
  const failed = message.state === 'failed';
  return (
    <div className={classes.row} data-mine data-testid="unsent-message" data-state={message.state}>
      <div className={classes.bubble} data-mine data-state={message.state}>
        {message.quote && (
          <div className={classes.quote}>
            <div className={classes.quoteText}>{message.quote.text}</div>
          </div>
        )}
        {message.correction && (
          <div className={classes.correction}>
            <div className={classes.original}>{message.correction.original_text}</div>
            <div className={classes.corrected}>{message.correction.corrected_text}</div>
          </div>
        )}
        {message.text && <div className={message.correction ? classes.correctionComment : classes.text}>{message.text}</div>}
        <div className={classes.meta}>
          <span>{timeLabel(new Date(message.created_at))}</span>
          {!failed && <IconClock size={13} aria-label={t('message.sending')} />}
        </div>
        {failed && (
          <div className={classes.retry} role="alert">
            <span>{failureText(t, message.error)}</span>
            <Anchor component="button" size="xs" onClick={() => retryUnsent(chatId, message.client_message_id)}>
              {t('message.retry')}
            </Anchor>
            <Anchor component="button" size="xs" c="red" onClick={() => discardUnsent(chatId, message.client_message_id)}>
              {t('message.discard')}
            </Anchor>
          </div>
        )}
      </div>
    </div>
  );
}

export function UploadBubble({ chatId, upload }: { chatId: number; upload: Upload }) {
  const { t } = useTranslation('chat');
  const failed = upload.state === 'failed';
  return (
    <div className={classes.row} data-mine data-testid="upload-message" data-state={upload.state}>
      <div className={classes.bubble} data-mine data-state={failed ? 'failed' : 'pending'} data-media={upload.kind === 'image' ? 'image' : undefined}>
        {upload.kind === 'image' ? (
          <img className={classes.image} src={upload.previewUrl} alt={t('message.photo')} />
        ) : (
          <audio className={classes.audio} controls src={upload.previewUrl} />
        )}
        {!failed && <Progress value={Math.round(upload.progress * 100)} size="xs" mt={6} color="white" aria-label={t('message.uploading')} />}
        {failed && (
          <div className={classes.retry} role="alert">
            <span>{failureText(t, upload.error)}</span>
            {upload.error !== 'CHAT_MEDIA_FRIENDS_ONLY' && (
              <Anchor component="button" size="xs" onClick={() => retryUpload(chatId, upload.client_message_id)}>
                {t('message.retry')}
              </Anchor>
            )}
            <Anchor component="button" size="xs" c="red" onClick={() => discardUpload(chatId, upload.client_message_id)}>
              {t('message.discard')}
            </Anchor>
          </div>
        )}
      </div>
    </div>
  );
}
