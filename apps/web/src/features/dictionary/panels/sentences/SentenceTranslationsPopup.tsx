// Every translation of an example sentence (GET /word-sentences/{id}/translations), by language.
import { Loader, Stack, Text } from '@mantine/core';
import type { SentenceItem } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import { Popup } from '../../../../shared/ui/Popup';
import { useSentenceTranslations } from '../../api/get-sentence-translations';
import { AudioButton } from '../../components/AudioButton';
import { SentenceText } from '../../components/SentenceText';
import { useLanguageName } from '../../hooks/use-language-name';
import classes from './SentencesList.module.css';

export default function SentenceTranslationsPopup({
  opened,
  onClose,
  sentence,
}: {
  opened: boolean;
  onClose(): void;
  sentence: SentenceItem;
}) {
  const { t } = useTranslation('dictionary');
  const name = useLanguageName();
  const translations = useSentenceTranslations(sentence.word_sentence.id, opened);
  const list = translations.data ?? sentence.translations;

  return (
    <Popup opened={opened} onClose={onClose} title={t('sentences.translations_title')}>
      <p className={classes.popupSentence}>
        <SentenceText text={sentence.sentence_text} selected={sentence.selected_positions} lang={sentence.lang_code} />
      </p>
      {translations.isLoading && <Loader size="sm" />}
      <Stack gap="sm" mt="sm">
        {list.map((tr) => (
          <div key={tr.sentence_translation_id} className={classes.popupTranslation}>
            <Text size="xs" c="dimmed" fw={700} tt="uppercase">
              {name(tr.lang_code)}
            </Text>
            <div className={classes.textRow}>
              <Text data-lang={tr.lang_code}>{tr.sentence_text}</Text>
              {tr.audio && <AudioButton audios={[tr.audio]} word={tr.sentence_text} />}
            </div>
          </div>
        ))}
      </Stack>
    </Popup>
  );
}
