// Rejecting or deleting material (with the comment the author will see), and editing in place what
// has no edit screen of its own (a sentence pair, a meaning).
import { useEffect, useState } from 'react';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Popup } from '../../../shared/ui/Popup';
import type { TaskEdit } from '../lib/task-edit';

export type Decision =
  | { action: 'reject' | 'delete'; summary: string }
  | { action: 'edit'; summary: string; edit: Extract<TaskEdit, { kind: 'meaning' | 'pair' }> };

export function DecisionPopup({
  decision,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  decision: Decision | null;
  busy: boolean;
  error: string | null;
  onClose(): void;
  onConfirm(comment: string, data?: Record<string, unknown>): void;
}) {
  const { t } = useTranslation('moderation');
  const [comment, setComment] = useState('');
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  useEffect(() => {
    setComment('');
    if (decision?.action === 'edit') {
      const edit = decision.edit;
      setFirst(edit.kind === 'pair' ? edit.sentence.text : edit.value);
      setSecond(edit.kind === 'pair' ? edit.translation.text : '');
    }
  }, [decision]);
  if (!decision) return <Popup opened={false} onClose={onClose}>{null}</Popup>;

  const confirm = () => {
    if (decision.action !== 'edit') return onConfirm(comment);
    const edit = decision.edit;
    if (edit.kind === 'meaning') return onConfirm(comment, { value: first });
    onConfirm(comment, {
      sentence: { id: edit.sentence.id, sentence_text: first },
      sentence_translation: { id: edit.translation.id, sentence_text: second },
    });
  };

  return (
    <Popup opened onClose={onClose} title={t(`decision.${decision.action}_title`)}>
      <div data-testid="decision-popup">
        <Text fw={600} mb="md" style={{ overflowWrap: 'anywhere' }}>
          {decision.summary}
        </Text>
        {decision.action === 'edit' && (
          <>
            <Textarea label={t('decision.text')} autosize minRows={2} value={first} onChange={(e) => setFirst(e.currentTarget.value)} data-testid="decision-first" />
            {decision.edit.kind === 'pair' && (
              <Textarea mt="sm" label={t('decision.translation')} autosize minRows={2} value={second} onChange={(e) => setSecond(e.currentTarget.value)} />
            )}
          </>
        )}
        <Textarea
          mt="sm"
          label={t('decision.comment')}
          description={t('decision.comment_hint')}
          autosize
          minRows={2}
          maxLength={1000}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          data-testid="decision-comment"
        />
        {error && (
          <Text c="red.7" size="sm" mt="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" radius="xl" onClick={onClose}>
            {t('decision.cancel')}
          </Button>
          <Button radius="xl" color={decision.action === 'edit' ? undefined : 'red'} loading={busy} onClick={confirm} data-testid="decision-confirm">
            {t(`decision.${decision.action}_confirm`)}
          </Button>
        </Group>
      </div>
    </Popup>
  );
}
