// The main folder is created on first use, named in the interface language of that request
// (the `local` header); the user may rename it like any folder.
import { MAIN_FOLDER_NAMES } from '@glossa/contract';

export function mainFolderName(localCode: string): string {
  return MAIN_FOLDER_NAMES[localCode] ?? MAIN_FOLDER_NAMES.eng!;
}
