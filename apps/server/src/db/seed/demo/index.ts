// The demo dictionary Glossa loads into an empty database (DEMO_DATA=true), so a newcomer sees a
// working dictionary offline. Written by the Glossa project; licence CC BY-SA 4.0.
import { DEMO_SOURCE_TEXTS } from '@glossa/contract';
import { EXAMPLES } from './examples';
import { MEANINGS } from './meanings';
import { NOUNS } from './nouns';
import { ADJECTIVES, ADVERBS_AND_PHRASES, VERBS } from './others';
import { ANTONYMS, FORMS, SYNONYMS } from './relations';

export const DEMO_CONCEPTS = [...NOUNS, ...VERBS, ...ADJECTIVES, ...ADVERBS_AND_PHRASES];
export {
  EXAMPLES as DEMO_EXAMPLES,
  MEANINGS as DEMO_MEANINGS,
  SYNONYMS as DEMO_SYNONYMS,
  ANTONYMS as DEMO_ANTONYMS,
  FORMS as DEMO_FORMS,
};
export { DEMO_LANGS, type DemoConcept, type DemoLang } from './types';

export const DEMO_DATA_SOURCE = {
  slug: 'glossa-demo',
  name: DEMO_SOURCE_TEXTS.name,
  author: DEMO_SOURCE_TEXTS.author,
  url: 'https://github.com/glossa-dictionary/glossa',
  license: 'CC BY-SA 4.0',
  licenseUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
  edition: '1',
  notice:
    'A small hand-written dictionary shipped with Glossa so a new installation works offline. Licensed under CC BY-SA 4.0.',
};
