// Create or edit a selection (community.md §2 training/selection/create, /edit; §4 Selection
// editing): name, languages, complexity, subjects (at most 5), public or private (confirmed; public
// needs 6 words), and words added from the dictionary with pending added and removed lists that
// are saved together. Opened from favorites, it starts with their words (nothing saved before Save).
import { Button, Chip, Container, Group, Paper, SegmentedControl, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { useDocumentTitle } from '@mantine/hooks';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SELECTION_COMPLEXITIES, TRAINING_LIMITS, type SelectionComplexity } from '@glossa/contract/training/constants';
import { isApiError } from '../../../shared/api';
import { alerts } from '../../../shared/alerts/store';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useLanguagePair } from '../../../shared/reference/language-pair';
import { useAllData } from '../../../shared/reference/all-data';
import { readCompilationPrefill } from '../../../shared/training/compilation-prefill';
import { LanguagePicker } from '../../../shared/ui/LanguagePicker';
import { Popup } from '../../../shared/ui/Popup';
import { changeContents, createSelection, selectionQueryOptions, updateSelection, type LightTranslation } from '../api/selections';
import { WordSearch } from '../components/WordSearch';
import { useEditHold } from '../hooks/use-edit-hold';
import { useUnsavedGuard } from '../hooks/use-unsaved-guard';

interface Pending {
  id: number;
  from: string;
  to: string;
}

export default function SelectionEditorPage() {
  const { t } = useTranslation('training');
  const [params] = useSearchParams();
  const uuid = params.get('uuid');
  useDocumentTitle(`${uuid ? t('editor.edit_title') : t('editor.create_title')} · Glossa`);
  const navigate = useNavigate();
  const to = useLocalePath();
  const client = useQueryClient();
  const vocabularies = useAllData().data?.vocabularies ?? [];
  const existing = useInfiniteQuery({ ...selectionQueryOptions(uuid ?? ''), enabled: !!uuid });
  // Made from favorites (shared/training/compilation-prefill): their words, name and pair.
  const [prefill] = useState(() => (uuid ? null : readCompilationPrefill(params)));
  const [name, setName] = useState(prefill?.name ?? '');
  // A new compilation starts in the learner's pair (shared/reference/language-pair) and becomes it.
  const pair = useLanguagePair(useCurrentLocale());
  const [langFrom, setLangFrom] = useState(prefill?.langFrom ?? pair.lang);
  const [langTo, setLangTo] = useState(prefill?.langTo ?? pair.langT);
  // The profile (and so the pair) may arrive after the first render: a new compilation follows the
  // pair until its author picks languages or adds a word.
  const [pairChosen, setPairChosen] = useState(prefill !== null);
  const [complexity, setComplexity] = useState<SelectionComplexity>('medium');
  const [subjects, setSubjects] = useState<string[]>([]);
  const [isPublic, setIsPublic] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [added, setAdded] = useState<Pending[]>(() => prefill?.words.map((w) => ({ id: w.id, from: w.from, to: w.to })) ?? []);
  const [removed, setRemoved] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const first = existing.data?.pages[0]?.data;
  const addedCount = added.length;
  useEffect(() => {
    if (uuid || pairChosen || addedCount) return;
    setLangFrom(pair.lang);
    setLangTo(pair.langT);
  }, [uuid, pairChosen, addedCount, pair.lang, pair.langT]);
  useEffect(() => {
    if (!first) return;
    setName(first.name);
    setLangFrom(first.lang_from);
    setLangTo(first.lang_to);
    setComplexity(first.complexity);
    setSubjects(first.subjects);
    setIsPublic(first.is_public);
  }, [first]);

  useEditHold(uuid);
  // Unsaved: words added or removed, or a field that differs from what is stored (a new one: anything typed).
  const dirty = first
    ? added.length > 0 ||
      removed.length > 0 ||
      name !== first.name ||
      complexity !== first.complexity ||
      isPublic !== first.is_public ||
      subjects.join() !== first.subjects.join()
    : !uuid && (added.length > 0 || name.trim() !== '');
  const guard = useUnsavedGuard(dirty);

  const current = existing.data?.pages.flatMap((p) => p.data.unions) ?? [];
  const total = (first?.additional.words_total ?? 0) + added.length - removed.length;
  const has = (id: number) => added.some((a) => a.id === id) || (current.some((c) => c.union.id === id) && !removed.includes(id));

  async function save() {
    setError(null);
    if (isPublic && total < TRAINING_LIMITS.publicMinWords) return setError(t('errors.public_min'));
    if (total > TRAINING_LIMITS.wordsMax) return setError(t('errors.words_max'));
    setSaving(true);
    try {
      let target = uuid;
      if (!target) {
        pair.setPair(langFrom, langTo);
        const created = await createSelection({ name, lang_from: langFrom, lang_to: langTo, complexity, subjects, is_public: isPublic, union_ids: added.map((a) => a.id) });
        target = created.uuid;
      } else {
        if (added.length || removed.length) await changeContents(target, added.map((a) => a.id), removed);
        await updateSelection(target, { name, complexity, subjects, is_public: isPublic });
        alerts.showAlert('learning', { messageKey: 'training:alerts.compilation_saved', tone: 'success' });
      }
      await client.invalidateQueries({ queryKey: ['training'] });
      guard.markSaved();
      void navigate(to(`/training/selection?uuid=${target}`));
    } catch (e) {
      setError(isApiError(e) ? t(`errors.codes.${e.code}`, { defaultValue: t('errors.server') }) : t('errors.server'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Container size={820} py={{ base: 'md', md: 40 }}>
      <Stack gap="lg">
        <Title order={1}>{uuid ? t('editor.edit_title') : t('editor.create_title')}</Title>
        {prefill && (
          <Text c="dimmed" data-testid="prefill-note">
            {t('editor.from_favorites', { count: prefill.words.length })}
            {prefill.leftOut > 0 && ` ${t('editor.from_favorites_left_out', { count: prefill.leftOut })}`}
          </Text>
        )}
        <TextInput label={t('editor.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={TRAINING_LIMITS.nameMax} required data-testid="selection-name" />
        <Group grow wrap="wrap">
          <LanguagePicker label={t('editor.lang_from')} value={langFrom} onChange={(v) => {
              setPairChosen(true);
              setLangFrom(v);
            }} exclude={[langTo]} disabled={!!uuid} />
          <LanguagePicker label={t('editor.lang_to')} value={langTo} onChange={(v) => {
              setPairChosen(true);
              setLangTo(v);
            }} exclude={[langFrom]} disabled={!!uuid} />
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('editor.complexity')}
          </Text>
          <SegmentedControl value={complexity} onChange={(v) => setComplexity(v as SelectionComplexity)} data={SELECTION_COMPLEXITIES.map((c) => ({ value: c, label: t(`complexity.${c}`) }))} />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('editor.subjects', { max: TRAINING_LIMITS.subjectsMax })}
          </Text>
          <Chip.Group multiple value={subjects} onChange={(v) => setSubjects(v.slice(0, TRAINING_LIMITS.subjectsMax))}>
            <Group gap={6}>
              {vocabularies.slice(0, 24).map((v) => (
                <Chip key={v.code} value={v.code} size="xs" disabled={!subjects.includes(v.code) && subjects.length >= TRAINING_LIMITS.subjectsMax}>
                  {v.localized_value}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
        <Switch
          label={t('editor.public', { min: TRAINING_LIMITS.publicMinWords })}
          checked={isPublic}
          onChange={() => setConfirming(true)}
          data-testid="public-switch"
        />
        <Paper withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Text fw={600}>{t('editor.words', { count: total, max: TRAINING_LIMITS.wordsMax })}</Text>
            <WordSearch langFrom={langFrom} langTo={langTo} has={has} onAdd={(tr: LightTranslation) => {
              if (removed.includes(tr.id)) setRemoved(removed.filter((r) => r !== tr.id));
              else setAdded([...added, { id: tr.id, from: tr.primary_word.name, to: tr.translation_word.name }]);
            }} />
            {added.map((a) => (
              <Group key={a.id} justify="space-between" data-testid="pending-added">
                <Text size="sm" c="teal">+ {a.from} — {a.to}</Text>
                <Button size="xs" variant="subtle" onClick={() => setAdded(added.filter((x) => x.id !== a.id))}>{t('editor.undo')}</Button>
              </Group>
            ))}
            {current.map((c) => {
              const gone = removed.includes(c.union.id);
              return (
                <Group key={c.union.id} justify="space-between">
                  <Text size="sm" td={gone ? 'line-through' : undefined} c={gone ? 'red' : undefined}>
                    {c.union.words[0]?.name} — {c.union.words[1]?.name}
                  </Text>
                  <Button size="xs" variant="subtle" onClick={() => setRemoved(gone ? removed.filter((r) => r !== c.union.id) : [...removed, c.union.id])}>
                    {gone ? t('editor.undo') : t('editor.remove')}
                  </Button>
                </Group>
              );
            })}
            {existing.hasNextPage && (
              <Button variant="subtle" onClick={() => void existing.fetchNextPage()}>{t('more')}</Button>
            )}
          </Stack>
        </Paper>
        {error && <Text c="red" role="alert">{error}</Text>}
        <Group>
          <Button onClick={() => void save()} loading={saving} disabled={!name.trim()} data-testid="save-selection">
            {t('editor.save')}
          </Button>
          <Button variant="default" onClick={() => void navigate(-1)}>
            {t('editor.cancel')}
          </Button>
        </Group>
      </Stack>
      <Popup opened={guard.asking} onClose={guard.stay} title={t('editor.leave_title')}>
        <Stack>
          <Text>{t('editor.leave_text')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={guard.stay} data-testid="editor-stay">{t('editor.stay')}</Button>
            <Button color="red" onClick={guard.leave} data-testid="editor-leave">{t('editor.leave')}</Button>
          </Group>
        </Stack>
      </Popup>
      <Popup opened={confirming} onClose={() => setConfirming(false)} title={isPublic ? t('editor.make_private') : t('editor.make_public')}>
        <Stack>
          <Text>{isPublic ? t('editor.private_confirm') : t('editor.public_confirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>{t('editor.cancel')}</Button>
            <Button onClick={() => { setIsPublic(!isPublic); setConfirming(false); }} data-testid="confirm-visibility">{t('editor.confirm')}</Button>
          </Group>
        </Stack>
      </Popup>
    </Container>
  );
}
