// Slot 'machine-translation' (core.md §4 Search: "An empty result loads ... a machine translation"):
// what a machine makes of a text the dictionary does not have, marked as machine-made with its
// provider, how much of it the dictionary covered and how sure it is, 'no translation' when there is
// none; the raw favorite star (favorites feature, through its slot) and 'add to the dictionary', which
// opens the addition flow prefilled. Refused by the daily limit: says so, when it renews, and Plus.
import { Button, Loader, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconRefresh, IconRobot } from '@tabler/icons-react';
import type { QuickTranslation } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translationAdditionLink, type AdditionOrigin } from '../../../shared/contributions/addition-prefill';
import { closeMiniDictionary } from '../../../shared/dictionary/mini-dictionary';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useProfile } from '../../../shared/session/profile';
import { Slot } from '../../../shared/slots/Slot';
import type { MachineTranslationProps } from '../../../shared/slots/slots';
import { DailyLimitError } from '../api/quick-translate';
import { useQuickTranslation } from '../hooks/use-quick-translation';
import { showsQuickStar } from '../lib/quick-star';
import { DailyLimitNotice } from './DailyLimitNotice';
import classes from './MachineTranslation.module.css';

const SOURCE = { dictionary: 'dictionary', 'mini-dictionary': 'mini_dictionary', selection: 'selection' } as const;
const ORIGIN: Record<MachineTranslationProps['place'], AdditionOrigin> = {
  dictionary: 'dictionary',
  'mini-dictionary': 'mini_dictionary',
  selection: 'selection',
};

const percent = (value: number) => `${Math.round(value * 100)}%`;

export default function MachineTranslation({ text, lang, langT, place }: MachineTranslationProps) {
  const { t } = useTranslation('translate');
  const query = useQuickTranslation({ text, lang, langT, source: SOURCE[place] });
  const compact = place === 'selection';

  if (query.isPending && query.fetchStatus === 'idle') return null;
  return (
    <section
      className={classes.box}
      data-compact={compact || undefined}
      aria-label={t('label')}
      aria-busy={query.isPending || undefined}
      data-testid="machine-translation"
    >
      <div className={classes.head}>
        <span className={classes.badge}>
          <IconRobot size={compact ? 13 : 15} stroke={1.8} aria-hidden />
          {t('label')}
        </span>
        {query.data && (
          <span className={classes.provider} data-testid="mt-provider">
            {t(`provider.${query.data.provider}`)}
          </span>
        )}
      </div>
      {query.isPending ? (
        <div className={classes.loading}>
          <Loader size="xs" type="dots" /> {t('loading')}
        </div>
      ) : query.error instanceof DailyLimitError ? (
        <DailyLimitNotice error={query.error} compact={compact} />
      ) : query.isError ? (
        <div className={classes.failed} role="alert">
          <IconAlertTriangle size={16} aria-hidden /> {t('failed')}
          <UnstyledButton className={classes.retry} onClick={() => void query.refetch()}>
            <IconRefresh size={14} aria-hidden /> {t('retry')}
          </UnstyledButton>
        </div>
      ) : (
        <Result data={query.data} compact={compact} origin={ORIGIN[place]} />
      )}
    </section>
  );
}

function Result({ data, compact, origin }: { data: QuickTranslation; compact: boolean; origin: AdditionOrigin }) {
  const { t } = useTranslation('translate');
  const to = useLocalePath();
  const profile = useProfile();
  const translated = data.found && data.text !== null;
  const star =
    translated && showsQuickStar({ sourceText: data.source_text, text: data.text, lang: data.lang, nativeLang: profile.data?.native_lang });
  const missing = data.segments?.filter((s) => s.kind === 'unknown' && /\p{L}/u.test(s.text)).map((s) => s.text) ?? [];

  if (!translated) {
    return (
      <div className={classes.none} data-testid="mt-none">
        <p className={classes.noneTitle}>{t('none.title')}</p>
        {!compact && <p className={classes.hint}>{t(data.provider === 'offline' ? 'none.offline' : 'none.online')}</p>}
        <Fallback data={data} />
      </div>
    );
  }

  return (
    <>
      <div className={classes.row}>
        <p className={classes.text} data-lang={data.lang_t} data-testid="mt-text">
          {data.text}
        </p>
        {star && (
          <Slot
            name="favorite-star"
            target={{
              entity_type: 'raw',
              word_from: data.source_text,
              word_to: data.text!,
              lang_from: data.lang,
              lang_to: data.lang_t,
              favorite: data.favorite,
            }}
            place="machine-translation"
            size={compact ? 'sm' : 'md'}
          />
        )}
      </div>
      <Quality data={data} compact={compact} />
      {!compact && missing.length > 0 && (
        <p className={classes.hint} data-testid="mt-missing">
          {t('missing', { words: missing.join(', ') })}
        </p>
      )}
      <Fallback data={data} />
      {!compact && (
        <div className={classes.actions}>
          <Button
            component={Link}
            to={to(
              translationAdditionLink({
                lang: data.lang,
                langT: data.lang_t,
                word: data.source_text,
                translation: data.text,
                machine: true,
                from: origin,
              }),
            )}
            onClick={origin === 'mini_dictionary' ? closeMiniDictionary : undefined}
            variant="default"
            radius="xl"
            size="sm"
            leftSection={<IconPlus size={15} />}
            data-testid="mt-add"
          >
            {t('add')}
          </Button>
          <span className={classes.note}>{t('note')}</span>
        </div>
      )}
    </>
  );
}

/** How much to trust it: the share of words the dictionary knew and the provider's confidence, when it says. */
function Quality({ data, compact }: { data: QuickTranslation; compact: boolean }) {
  const { t } = useTranslation('translate');
  const confidence = data.confidence;
  if (data.coverage === null && confidence === null) {
    return compact ? null : <p className={classes.hint}>{t('quality.unknown')}</p>;
  }
  const level = confidence === null ? null : confidence >= 0.8 ? 'high' : confidence >= 0.5 ? 'medium' : 'low';
  return (
    <div className={classes.quality} data-testid="mt-quality">
      {confidence !== null && (
        <span className={classes.meter} data-level={level} title={t('quality.confidence_title')}>
          <span className={classes.meterBar} aria-hidden>
            <span style={{ width: percent(confidence) }} />
          </span>
          {t('quality.confidence', { value: percent(confidence) })}
        </span>
      )}
      {data.coverage !== null && !compact && (
        <span className={classes.coverage}>{t('quality.coverage', { value: percent(data.coverage) })}</span>
      )}
    </div>
  );
}

function Fallback({ data }: { data: QuickTranslation }) {
  const { t } = useTranslation('translate');
  if (!data.fallback) return null;
  return (
    <p className={classes.fallback} data-testid="mt-fallback">
      {t(`fallback.${data.fallback.reason}`, { provider: t(`provider_name.${data.fallback.provider}`) })}
    </p>
  );
}
