// The attributes popup (core.md §2 "popups for ... attributes"): per side of the translation, the
// part of speech and, for nouns, the gender (a child attribute grouped as genus).
import { useEffect, useState } from 'react';
import { Button, Group, Loader, Text } from '@mantine/core';
import type { Attribute } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import { useAttributes } from '../../../shared/reference/attributes';
import { Popup } from '../../../shared/ui/Popup';
import { choosePartOfSpeech, gendersFor, type SideAttributes } from '../lib/attributes';
import { LanguagePairTag } from './AdditionFrame';
import classes from './Pickers.module.css';

export interface AttributeSide {
  langCode: string;
  word: string;
  value: SideAttributes;
  /** What the side already has (shown, cannot be changed here). */
  existing?: string[];
}

function Pills({
  options,
  selected,
  onSelect,
  testId,
}: {
  options: Attribute[];
  selected: number | null;
  onSelect(id: number | null): void;
  testId: string;
}) {
  return (
    <div className={classes.pills} data-testid={testId}>
      {options.map((a) => (
        <button
          key={a.id}
          type="button"
          className={classes.pill}
          aria-pressed={selected === a.id}
          onClick={() => onSelect(selected === a.id ? null : a.id)}
        >
          {a.attribute.name}
        </button>
      ))}
    </div>
  );
}

export function AttributesPopup({
  opened,
  onClose,
  sides,
  onApply,
  busy = false,
}: {
  opened: boolean;
  onClose(): void;
  sides: AttributeSide[];
  onApply(values: SideAttributes[]): void;
  busy?: boolean;
}) {
  const { t } = useTranslation('contributions');
  const { data, partsOfSpeech, isLoading } = useAttributes();
  const all = data ?? [];
  const [values, setValues] = useState<SideAttributes[]>(() => sides.map((s) => s.value));
  const sideKey = sides.map((s) => `${s.langCode}:${s.value.partOfSpeech}:${s.value.gender}`).join('|');
  // Reopening starts from what the caller holds now.
  useEffect(() => {
    if (opened) setValues(sides.map((s) => s.value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- sideKey stands for sides
  }, [opened, sideKey]);

  const setSide = (index: number, next: SideAttributes) => setValues((v) => v.map((s, i) => (i === index ? next : s)));

  return (
    <Popup opened={opened} onClose={onClose} title={t('attributes.title')}>
      {isLoading ? (
        <Group justify="center" py="xl">
          <Loader type="dots" />
        </Group>
      ) : (
        <div data-testid="attributes-popup">
          {sides.map((side, index) => {
            const value = values[index] ?? { partOfSpeech: null, gender: null };
            const genders = gendersFor(all, value.partOfSpeech);
            return (
              <section key={side.langCode + index} className={classes.side}>
                <div className={classes.sideHead}>
                  <LanguagePairTag from={side.langCode} />
                  <span className={classes.sideWord}>{side.word || '—'}</span>
                </div>
                {side.existing && side.existing.length > 0 && (
                  <Text size="sm" c="dimmed">
                    {t('attributes.existing', { list: side.existing.join(', ') })}
                  </Text>
                )}
                <p className={classes.label}>{t('attributes.part_of_speech')}</p>
                <Pills
                  options={partsOfSpeech}
                  selected={value.partOfSpeech}
                  onSelect={(id) => setSide(index, choosePartOfSpeech(all, value, id))}
                  testId={`pos-${index}`}
                />
                {genders.length > 0 && (
                  <>
                    <p className={classes.label}>{t('attributes.gender')}</p>
                    <Pills
                      options={genders}
                      selected={value.gender}
                      onSelect={(id) => setSide(index, { ...value, gender: id })}
                      testId={`gender-${index}`}
                    />
                  </>
                )}
              </section>
            );
          })}
          <Group justify="flex-end" mt="xl">
            <Button variant="default" radius="xl" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button radius="xl" loading={busy} onClick={() => onApply(values)} data-testid="attributes-apply">
              {t('attributes.apply')}
            </Button>
          </Group>
        </div>
      )}
    </Popup>
  );
}

/** Names of the chosen attributes of a side ("noun, feminine"). */
export function useAttributeNames() {
  const { data } = useAttributes();
  return (side: SideAttributes) =>
    [side.partOfSpeech, side.gender]
      .map((id) => (id === null ? null : (data?.find((a) => a.id === id)?.attribute.name ?? null)))
      .filter(Boolean)
      .join(', ');
}
