import type { Attribute, InterfaceLanguage, Language, Vocabulary } from '@glossa/contract';
import type { AttributeRow, LanguageRow, VocabularyRow } from './repository';

export function presentLanguage(row: LanguageRow, name: string): Language {
  return {
    code: row.code,
    code_two_signs: row.codeTwoSigns,
    name,
    lang_detect: row.langDetect,
    is_sentence_breaking: row.isSentenceBreaking,
  };
}

export function presentInterfaceLanguage(locale: string, dictionaryCode: string, name: string): InterfaceLanguage {
  return { code: locale, prefix: locale === 'en' ? null : locale, dictionary_code: dictionaryCode, name };
}

export function presentVocabulary(row: VocabularyRow, locale: string): Vocabulary {
  return { code: row.code, localized_value: row.names[locale] ?? row.names.en ?? row.code };
}

export function presentAttribute(row: AttributeRow, locale: string): Attribute {
  return {
    id: row.id,
    attribute: { code: row.code, name: row.names[locale] ?? row.names.en ?? row.code },
    lang_code: row.langCode,
    parent_id: row.parentId,
    group: row.group as Attribute['group'],
  };
}
