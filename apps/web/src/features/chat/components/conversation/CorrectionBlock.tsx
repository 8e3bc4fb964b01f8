// A correction (a message of type correction, issue 40) as both members see it: the change word by
// word, the corrected text, the corrector's comment, and the thanks: a button for the author of the
// corrected message until they thank it (once), then "Thanked" for both.
import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@glossa/contract';
import { WordDiff } from '../../../../shared/text/WordDiff';
import { thankCorrection } from '../../api/corrections';
import { acceptChangedMessage } from '../../state/message-intake';
import classes from './Conversation.module.css';

export interface CorrectionBlockProps {
  /** The correction message. */
  message: Message;
  /** The author of the corrected message is the viewer: they may thank it. */
  canThank: boolean;
  /** Under the original: "<name> corrected" instead of the kind label. */
  byName?: string;
  compact?: boolean;
}

export function CorrectionBlock({ message, canThank, byName, compact }: CorrectionBlockProps) {
  const { t } = useTranslation('chat');
  const [state, setState] = useState<'idle' | 'sending' | 'failed'>('idle');
  const correction = message.correction;
  if (!correction) return null;
  const thanked = correction.thanked_at !== null;
  const thank = () => {
    setState('sending');
    thankCorrection(message.id).then(
      (updated) => {
        acceptChangedMessage(message.chat_id, updated);
        setState('idle');
      },
      () => setState('failed'),
    );
  };
  return (
    <div className={classes.correction} data-testid={compact ? 'original-correction' : 'message-correction'} data-correction-id={message.id}>
      <div className={classes.correctionLabel}>{byName ? t('correction.by', { name: byName }) : t('message.correction')}</div>
      <div className={classes.diffLine} data-testid="correction-diff">
        <WordDiff original={correction.original_text} corrected={correction.corrected_text} labels={{ removed: t('message.diff_removed'), added: t('message.diff_added') }} />
      </div>
      {!compact && <div className={classes.corrected}>{correction.corrected_text}</div>}
      {message.text && (
        <div className={classes.correctionComment} data-testid="correction-comment">
          {message.text}
        </div>
      )}
      {thanked ? (
        <div className={classes.thanked} data-testid="correction-thanked">
          <IconHeartFilled size={12} aria-hidden /> {t('correction.thanked')}
        </div>
      ) : canThank ? (
        <Button
          size="compact-xs"
          variant="light"
          radius="xl"
          mt={4}
          leftSection={<IconHeart size={12} />}
          loading={state === 'sending'}
          onClick={(e) => {
            e.stopPropagation();
            thank();
          }}
          data-testid="correction-thank"
        >
          {state === 'failed' ? t('correction.thank_failed') : t('correction.thank')}
        </Button>
      ) : null}
    </div>
  );
}
