// The set_favorites_folder setting (core.md §3 per-user cached settings): which folder the star
// saves into. Not chosen yet: the star asks the first time. 'ask': it asks every time. 'main': the
// main folder (whichever it is then). A folder: that one (if it is deleted, back to asking).
import { useSyncExternalStore } from 'react';
import { readUserSetting, writeUserSetting } from '../../../shared/session/user-data';

export type StarFolderChoice = { mode: 'ask' } | { mode: 'main' } | { mode: 'folder'; folderId: number };

export const STAR_FOLDER_SETTING = 'set_favorites_folder';

const listeners = new Set<() => void>();
let version = 0;

function isChoice(value: unknown): value is StarFolderChoice {
  const v = value as StarFolderChoice | null | undefined;
  if (!v || typeof v !== 'object') return false;
  if (v.mode === 'ask' || v.mode === 'main') return true;
  return v.mode === 'folder' && Number.isInteger(v.folderId) && v.folderId > 0;
}

/** The stored choice, or undefined when the user has not chosen yet. */
export function readStarFolder(): StarFolderChoice | undefined {
  const value = readUserSetting<unknown>(STAR_FOLDER_SETTING);
  return isChoice(value) ? value : undefined;
}

export function writeStarFolder(choice: StarFolderChoice | undefined): void {
  writeUserSetting(STAR_FOLDER_SETTING, choice ?? null);
  version++;
  listeners.forEach((listener) => listener());
}

/** Where a star click saves: ask the user, or a folder (null: the main folder). */
export function starDestination(choice: StarFolderChoice | undefined): { ask: true } | { ask: false; folderId: number | null } {
  if (!choice || choice.mode === 'ask') return { ask: true };
  return { ask: false, folderId: choice.mode === 'folder' ? choice.folderId : null };
}

export function useStarFolder(): StarFolderChoice | undefined {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => version,
  );
  return readStarFolder();
}
