// Dictionary codes (ISO 639-2/B) to the ISO 639-1 codes online providers speak, through the
// contract's language table (generated from Debian iso-codes).
import { findLanguage } from '@glossa/contract';
import { MachineTranslationError } from './types';
import type { MachineTranslationProviderName } from '@glossa/contract';

export function twoLetterCode(code: string, provider: MachineTranslationProviderName): string {
  const two = findLanguage(code)?.code_two_signs;
  if (!two)
    throw new MachineTranslationError(
      provider,
      'unsupported_language',
      `${provider} has no code for the language ${code}`,
    );
  return two;
}
