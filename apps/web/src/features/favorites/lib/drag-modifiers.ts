import type { Modifier } from '@dnd-kit/core';

/** Folders move up and down only (the modifiers package for one line is not worth it). */
export const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });
