// The pronunciation button of a word. Most words have no recording yet, so the button's code (player,
// settings, popup) loads only for words that have one.
import { Suspense, lazy } from 'react';
import type { Audio } from '@glossa/contract';

const AudioButtonImpl = lazy(() => import('./AudioButtonImpl'));

export interface AudioButtonProps {
  audios: readonly Audio[];
  word: string;
  size?: 'sm' | 'md';
}

export function AudioButton(props: AudioButtonProps) {
  if (props.audios.length === 0) return null;
  return (
    <Suspense fallback={<span style={{ display: 'inline-block', width: props.size === 'md' ? 36 : 28 }} />}>
      <AudioButtonImpl {...props} />
    </Suspense>
  );
}
