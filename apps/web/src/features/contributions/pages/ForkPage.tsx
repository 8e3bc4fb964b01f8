// The fork page (core.md §2 "Addition screens"): what would you like to add to this translation? A
// translation, an example, a meaning, a synonym, an antonym, audio; parts of speech and subjects.
// GET /translations/{id}/possible-complements says what is possible per side: audio only for native
// speakers of the language and reviewed words (the server's reason is shown otherwise).
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconBook2,
  IconLanguage,
  IconMessage2,
  IconMicrophone,
  IconTags,
  IconArrowsLeftRight,
  IconArrowsExchange,
} from '@tabler/icons-react';
import type { ComplementType, PossibleComplements } from '@glossa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useLanguages } from '../../../shared/reference/all-data';
import { Popup } from '../../../shared/ui/Popup';
import { addAttributes } from '../api/add-attributes';
import { addVocabularyCodes } from '../api/add-vocabulary-codes';
import { usePossibleComplements } from '../api/get-possible-complements';
import { contributionsKeys } from '../api/keys';
import { AdditionFrame, LanguagePairTag } from '../components/AdditionFrame';
import { AttributesPopup } from '../components/AttributesPopup';
import { InlineError } from '../components/InlineError';
import { PageLoading, PageMessage } from '../components/PageState';
import { SubjectsPicker } from '../components/SubjectsPicker';
import { NO_ATTRIBUTES } from '../components/TranslationItemRow';
import { useAdditionParams } from '../hooks/use-addition-params';
import { useErrorReport } from '../hooks/use-error-report';
import { sideOf } from '../hooks/use-side';
import { useTranslationToEdit } from '../api/get-translation';
import { attributeIds } from '../lib/attributes';
import { showReviewNotice } from '../lib/review-notice';
import classes from '../components/Fork.module.css';
import frame from '../components/Addition.module.css';
import pickers from '../components/Pickers.module.css';

const AudioRecordPopup = lazy(() => import('../components/AudioRecordPopup'));

type Item = PossibleComplements['items'][number];

function Option({
  icon,
  title,
  text,
  count,
  reason,
  href,
  onClick,
  testId,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  count?: string | null;
  reason?: string | null;
  href?: string;
  onClick?(): void;
  testId: string;
}) {
  const to = useLocalePath();
  const body = (
    <>
      <span className={classes.icon}>{icon}</span>
      <span className={classes.body}>
        <span className={classes.name}>
          {title}
          {count && <span className={classes.count}>{count}</span>}
        </span>
        <span className={classes.text}>{text}</span>
        {reason && (
          <span className={classes.reason} style={{ display: 'block' }} data-testid={`${testId}-reason`}>
            {reason}
          </span>
        )}
      </span>
    </>
  );
  if (reason) {
    return (
      <div className={classes.option} aria-disabled="true" data-testid={testId}>
        {body}
      </div>
    );
  }
  if (href) {
    return (
      <Link to={to(href)} className={classes.option} data-testid={testId}>
        {body}
      </Link>
    );
  }
  return (
    <button type="button" className={classes.option} onClick={onClick} data-testid={testId}>
      {body}
    </button>
  );
}

function SubjectsPopup({
  opened,
  onClose,
  locked,
  onSend,
}: {
  opened: boolean;
  onClose(): void;
  locked: string[];
  onSend(codes: string[]): Promise<string | null>;
}) {
  const { t } = useTranslation('contributions');
  const [codes, setCodes] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Popup opened={opened} onClose={onClose} title={t('subjects.title')}>
      <SubjectsPicker value={codes} onChange={setCodes} locked={locked} initiallyOpen />
      <InlineError message={error} />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 20 }}>
        <Button variant="default" radius="xl" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button
          radius="xl"
          loading={busy}
          disabled={codes.length === 0}
          onClick={() => {
            setBusy(true);
            void onSend(codes).then((problem) => {
              setBusy(false);
              setError(problem);
              if (!problem) setCodes([]);
            });
          }}
          data-testid="subjects-send"
        >
          {t('actions.send_for_review')}
        </Button>
      </div>
    </Popup>
  );
}

export default function ForkPage() {
  const { t } = useTranslation('contributions');
  const queryClient = useQueryClient();
  const { translationId, lang: langParam, langT, word, outOfPlace, taskId } = useAdditionParams();
  const query = useTranslationToEdit(translationId, langParam ?? undefined);
  const side = query.data ? sideOf(query.data, langParam ?? query.data.primary_word.lang_code) : null;
  const complements = usePossibleComplements(side ? translationId : null);
  const { languages } = useLanguages();
  const { report, popup } = useErrorReport();
  const [flipped, setFlipped] = useState(false);
  const [audioFor, setAudioFor] = useState<Item | null>(null);
  const [attributesOpen, setAttributesOpen] = useState(false);
  const [attributesBusy, setAttributesBusy] = useState(false);
  const [subjectsOpen, setSubjectsOpen] = useState(false);
  const languageName = (code: string) => languages.find((l) => l.code === code)?.name ?? code;
  const carry = (extra: Record<string, string | number>) => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(extra)) next.set(key, String(value));
    if (outOfPlace) next.set('out_of_place', outOfPlace);
    if (taskId) next.set('task_id', taskId);
    return `?${next.toString()}`;
  };

  // Without a translation the fork offers a new translation only.
  if (translationId === null) {
    const lang = langParam && /^[a-z]{2,3}$/.test(langParam) ? langParam : null;
    return (
      <AdditionFrame testId="fork-page" eyebrow={t('fork.eyebrow')} title={t('fork.title')} subtitle={word ? t('fork.for_word', { word }) : undefined}>
        <div className={classes.grid}>
          <Option
            testId="fork-translation"
            icon={<IconLanguage size={22} />}
            title={t('fork.translation')}
            text={t('fork.translation_text')}
            href={`/addition/translation${carry({ ...(lang ? { lang } : {}), ...(langT ? { lang_t: langT } : {}), ...(word ? { word } : {}) })}`}
          />
        </div>
        <p className={frame.hint} style={{ marginTop: 16 }}>
          {t('fork.open_translation_hint')}
        </p>
      </AdditionFrame>
    );
  }

  if (query.isPending || (side && complements.isPending)) return <PageLoading />;
  const translation = query.data;
  if (!translation || translation.is_removed) return <PageMessage kind="gone" title={t('gone.title')} text={t('errors.error_content_deleted')} />;

  const primary = side?.word ?? translation.primary_word;
  const secondary = side?.other ?? translation.translation_word;
  const current = flipped ? secondary : primary;
  const other = flipped ? primary : secondary;
  const items = complements.data?.items ?? [];
  const item = (type: ComplementType, lang = current.lang_code) => items.find((i) => i.type === type && i.lang_code === lang);
  const count = (type: ComplementType) => {
    const n = item(type)?.count ?? 0;
    return n > 0 ? t('fork.existing', { count: n }) : null;
  };
  const reasonText = (i: Item | undefined) =>
    i && !i.can_add && i.reason ? t(`fork.reason.${i.reason}`, { language: languageName(i.lang_code), defaultValue: t('fork.reason.OTHER') }) : null;
  const audio = item('audio');
  const vocabulary = items.find((i) => i.type === 'vocabulary');
  const refresh = () => void queryClient.invalidateQueries({ queryKey: contributionsKeys.all });
  const id = translation.id;

  return (
    <AdditionFrame
      testId="fork-page"
      eyebrow={t('fork.eyebrow')}
      title={t('fork.title')}
      subtitle={
        <span className={classes.words}>
          <strong>{primary.name}</strong> <span aria-hidden>→</span> <strong>{secondary.name}</strong>
          <LanguagePairTag from={primary.lang_code} to={secondary.lang_code} />
        </span>
      }
    >
      <div className={classes.sides} role="group" aria-label={t('fork.side_label')}>
        {[primary, secondary].map((w, index) => (
          <button
            key={w.lang_code}
            type="button"
            className={pickers.pill}
            aria-pressed={(index === 1) === flipped}
            onClick={() => setFlipped(index === 1)}
            data-testid={`fork-side-${w.lang_code}`}
          >
            {t('fork.side', { word: w.name, language: languageName(w.lang_code) })}
          </button>
        ))}
      </div>
      <div className={classes.grid}>
        <Option
          testId="fork-translation"
          icon={<IconArrowsExchange size={22} />}
          title={t('fork.translation')}
          text={t('fork.translation_more', { word: current.name, language: languageName(other.lang_code) })}
          href={`/addition/translation${carry({ lang: current.lang_code, lang_t: other.lang_code, word: current.name })}`}
        />
        <Option
          testId="fork-example"
          icon={<IconMessage2 size={22} />}
          title={t('fork.example')}
          text={t('fork.example_text', { word: current.name })}
          count={count('sentence')}
          href={`/addition/sentences-${current.lang_code}/step:1${carry({ translation_id: id })}`}
        />
        <Option
          testId="fork-meaning"
          icon={<IconBook2 size={22} />}
          title={t('fork.meaning')}
          text={t('fork.meaning_text', { word: current.name })}
          count={count('meaning')}
          href={`/addition/meanings-${current.lang_code}${carry({ translation_id: id })}`}
        />
        <Option
          testId="fork-synonym"
          icon={<IconArrowsLeftRight size={22} />}
          title={t('fork.synonym')}
          text={t('fork.synonym_text', { word: current.name })}
          count={count('synonym')}
          href={`/addition/synonym-${current.lang_code}${carry({ translation_id: id })}`}
        />
        <Option
          testId="fork-antonym"
          icon={<IconArrowsLeftRight size={22} style={{ transform: 'scaleX(-1)' }} />}
          title={t('fork.antonym')}
          text={t('fork.antonym_text', { word: current.name })}
          count={count('antonym')}
          href={`/addition/antonym-${current.lang_code}${carry({ translation_id: id })}`}
        />
        <Option
          testId="fork-audio"
          icon={<IconMicrophone size={22} />}
          title={t('fork.audio')}
          text={t('fork.audio_text', { word: current.name })}
          count={count('audio')}
          reason={audio ? reasonText(audio) : t('fork.reason.OTHER')}
          onClick={() => audio && setAudioFor(audio)}
        />
        <Option
          testId="fork-attributes"
          icon={<IconAdjustmentsHorizontal size={22} />}
          title={t('fork.attributes')}
          text={t('fork.attributes_text')}
          onClick={() => setAttributesOpen(true)}
        />
        <Option
          testId="fork-subjects"
          icon={<IconTags size={22} />}
          title={t('fork.subjects')}
          text={t('fork.subjects_text')}
          count={translation.all_vocabularies.length > 0 ? t('fork.existing', { count: translation.all_vocabularies.length }) : null}
          reason={reasonText(vocabulary)}
          onClick={() => setSubjectsOpen(true)}
        />
      </div>

      {audioFor && (
        <Suspense fallback={null}>
          <AudioRecordPopup
            opened
            onClose={() => setAudioFor(null)}
            owner="word"
            ownerId={audioFor.word_id}
            text={audioFor.word_id === primary.id ? primary.name : secondary.name}
            langCode={languageName(audioFor.lang_code)}
            onUploaded={(answer) => {
              refresh();
              showReviewNotice(answer.rating.points);
            }}
          />
        </Suspense>
      )}
      <AttributesPopup
        opened={attributesOpen}
        onClose={() => setAttributesOpen(false)}
        busy={attributesBusy}
        sides={[
          { langCode: primary.lang_code, word: primary.name, value: NO_ATTRIBUTES, existing: translation.all_primary_attributes.map((a) => a.attribute.name) },
          { langCode: secondary.lang_code, word: secondary.name, value: NO_ATTRIBUTES, existing: translation.all_translation_attributes.map((a) => a.attribute.name) },
        ]}
        onApply={(values) => {
          const chosen = [
            ...attributeIds(values[0] ?? NO_ATTRIBUTES).map((attributeId) => ({ langCode: primary.lang_code, attributeId })),
            ...attributeIds(values[1] ?? NO_ATTRIBUTES).map((attributeId) => ({ langCode: secondary.lang_code, attributeId })),
          ];
          if (chosen.length === 0) return setAttributesOpen(false);
          setAttributesBusy(true);
          addAttributes(id, chosen)
            .then((answer) => {
              setAttributesOpen(false);
              refresh();
              showReviewNotice(answer.rating.points);
            })
            .catch(report)
            .finally(() => setAttributesBusy(false));
        }}
      />
      <SubjectsPopup
        opened={subjectsOpen}
        onClose={() => setSubjectsOpen(false)}
        locked={translation.all_vocabularies.map((v) => v.code)}
        onSend={async (codes) => {
          try {
            const answer = await addVocabularyCodes(id, codes);
            setSubjectsOpen(false);
            refresh();
            showReviewNotice(answer.rating.points);
            return null;
          } catch (error) {
            report(error);
            return null;
          }
        }}
      />
      {popup}
    </AdditionFrame>
  );
}
