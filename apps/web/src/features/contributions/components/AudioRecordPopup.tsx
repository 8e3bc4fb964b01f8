// The audio record popup (core.md §2, §6 "Only native speakers can add audio. Audio cannot be added
// until the word or sentence has been reviewed"): record with the microphone (MediaRecorder), play it
// back, record again, or pick a file; upload with progress. What the server refuses (not a native
// speaker, not reviewed yet, already recorded, too large, not audio) is shown here.
import { useEffect, useRef, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconCheck, IconMicrophone, IconPlayerStopFilled, IconRefresh, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { contributionErrorOutcome } from '../../../shared/contributions/errors';
import { Popup } from '../../../shared/ui/Popup';
import { uploadAudio, type AudioAnswer, type AudioOwner } from '../api/upload-audio';
import { useRecorder } from '../../../shared/media/use-recorder';
import { InlineError } from './InlineError';
import classes from './AudioRecord.module.css';

/** AUDIO_MAX_BYTES of the server (5 MiB). */
export const AUDIO_MAX_BYTES = 5 * 1024 * 1024;
const MAX_SECONDS = 20;

interface Take {
  blob: Blob;
  url: string;
  fileName?: string;
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

export default function AudioRecordPopup({
  opened,
  onClose,
  owner,
  ownerId,
  text,
  langCode,
  uploadUrl,
  onUploaded,
}: {
  opened: boolean;
  onClose(): void;
  owner: AudioOwner;
  ownerId: number;
  /** The word or sentence to read out. */
  text: string;
  langCode: string;
  /** Another address for the upload (a task card's add answer, through the audio-record slot). */
  uploadUrl?: string;
  onUploaded(answer: AudioAnswer): void;
}) {
  const { t } = useTranslation('contributions');
  const recorder = useRecorder(MAX_SECONDS);
  const [take, setTake] = useState<Take | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => () => {
    if (take) URL.revokeObjectURL(take.url);
  }, [take]);
  useEffect(() => {
    if (!opened) {
      abort.current?.abort();
      setTake(null);
      setProgress(null);
      setDone(false);
      setError(null);
    }
  }, [opened]);

  const takeBlob = (blob: Blob, fileName?: string) => {
    if (blob.size > AUDIO_MAX_BYTES) {
      setError(t('errors.error_audio_too_large'));
      return;
    }
    setError(null);
    setTake({ blob, url: URL.createObjectURL(blob), fileName });
  };

  const record = async () => {
    setTake(null);
    const blob = await recorder.start();
    if (blob) takeBlob(blob);
  };

  const upload = async () => {
    if (!take) return;
    setError(null);
    setProgress(0);
    abort.current = new AbortController();
    try {
      const answer = await uploadAudio(owner, ownerId, take.blob, {
        fileName: take.fileName,
        url: uploadUrl,
        onProgress: setProgress,
        signal: abort.current.signal,
      });
      setProgress(1);
      setDone(true);
      onUploaded(answer);
    } catch (err) {
      setProgress(null);
      const outcome = contributionErrorOutcome(err);
      if (outcome.type === 'message') setError(t(outcome.key, { ns: ['contributions', 'common'] }));
      else if (outcome.type === 'dispute') setError(t('errors.error_not_reviewed'));
    }
  };

  const recording = recorder.state === 'recording';
  const uploading = progress !== null && !done;

  return (
    <Popup opened={opened} onClose={onClose} title={t('audio.title')}>
      <div className={classes.stage} data-testid="audio-record-popup">
        <Text size="sm" c="dimmed">
          {t('audio.read_out', { language: langCode })}
        </Text>
        <p className={classes.word} lang={undefined}>
          {text}
        </p>

        {done ? (
          <>
            <div className={classes.done}>
              <IconCheck size={32} />
            </div>
            <Text fw={600} data-testid="audio-uploaded">
              {t('audio.uploaded')}
            </Text>
            <Button radius="xl" onClick={onClose}>
              {t('actions.done')}
            </Button>
          </>
        ) : (
          <>
            {!take && (
              <>
                <button
                  type="button"
                  className={classes.mic}
                  data-recording={recording || undefined}
                  onClick={() => (recording ? recorder.stop() : void record())}
                  disabled={recorder.state === 'starting'}
                  aria-label={recording ? t('audio.stop') : t('audio.record')}
                  data-testid={recording ? 'audio-stop' : 'audio-record'}
                >
                  {recording ? <IconPlayerStopFilled size={34} /> : <IconMicrophone size={38} />}
                </button>
                <span className={classes.timer}>
                  {recording ? t('audio.recording', { time: clock(recorder.seconds), max: clock(MAX_SECONDS) }) : t('audio.tap_to_record')}
                </span>
              </>
            )}
            {take && (
              <>
                <audio className={classes.player} src={take.url} controls data-testid="audio-playback" />
                {take.fileName && <span className={classes.fileLabel}>{take.fileName}</span>}
                {uploading && (
                  <div
                    className={classes.progress}
                    role="progressbar"
                    aria-label={t('audio.uploading')}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round((progress ?? 0) * 100)}
                    data-testid="audio-progress"
                  >
                    <div className={classes.bar} style={{ width: `${Math.round((progress ?? 0) * 100)}%` }} />
                  </div>
                )}
                <Group justify="center">
                  <Button variant="default" radius="xl" leftSection={<IconRefresh size={16} />} onClick={() => void record()} disabled={uploading} data-testid="audio-rerecord">
                    {t('audio.rerecord')}
                  </Button>
                  <Button radius="xl" leftSection={<IconUpload size={16} />} loading={uploading} onClick={() => void upload()} data-testid="audio-upload">
                    {t('audio.upload')}
                  </Button>
                </Group>
              </>
            )}
            {recorder.error && <InlineError message={t(`audio.mic_${recorder.error}`)} />}
            <InlineError message={error} />
            {!recording && (
              <>
                <input
                  ref={fileInput}
                  className={classes.fileInput}
                  type="file"
                  accept="audio/*,.mp3,.ogg,.oga,.opus,.webm,.wav,.m4a"
                  onChange={(e) => {
                    const file = e.currentTarget.files?.[0];
                    if (file) takeBlob(file, file.name);
                    e.currentTarget.value = '';
                  }}
                  data-testid="audio-file-input"
                  tabIndex={-1}
                  aria-hidden
                />
                <Button variant="subtle" size="compact-sm" onClick={() => fileInput.current?.click()} disabled={uploading}>
                  {t('audio.choose_file')}
                </Button>
              </>
            )}
          </>
        )}
      </div>
    </Popup>
  );
}
