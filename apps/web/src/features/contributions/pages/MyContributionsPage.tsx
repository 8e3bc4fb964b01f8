// My contributions: where the user's work stands (community.md §4: under review, then accepted or
// rejected; points granted when sent, cancelled on rejection). Points and level from
// GET /user/ratings, counts by type and status from GET /user/entities-counter; for moderators also
// what they decided.
import { Button, Loader } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconGavel, IconPlus } from '@tabler/icons-react';
import type { EntitiesCounter } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useProfile } from '../../../shared/session/profile';
import { useEntitiesCounter } from '../api/get-entities-counter';
import { useDictionaryRating } from '../api/get-ratings';
import classes from '../components/MyContributions.module.css';

const TYPES = [
  'TRANSLATION_UNION',
  'TRANSLATION_MEANING',
  'SENTENCE',
  'SYNONYM',
  'ANTONYM',
  'AUDIO',
  'TRANSLATION_ATTRIBUTE',
  'TRANSLATION_CHILD_ATTRIBUTE',
  'TRANSLATION_VOCABULARY',
] as const;
const STATUSES = [
  { key: 'ON_MODIFY', color: 'var(--mantine-color-yellow-6)' },
  { key: 'ACCEPTED', color: 'var(--mantine-color-teal-6)' },
  { key: 'REJECTED', color: 'var(--mantine-color-red-6)' },
] as const;

type Counts = EntitiesCounter['ADDED'];

function sum(counts: Counts, status: (typeof STATUSES)[number]['key']): number {
  return Object.values(counts).reduce((total, c) => total + (c?.[status] ?? 0), 0);
}

function CountsTable({ counts, testId }: { counts: Counts; testId: string }) {
  const { t } = useTranslation('contributions');
  const rows = TYPES.filter((type) => STATUSES.some((s) => (counts[type]?.[s.key] ?? 0) > 0));
  if (rows.length === 0) return <p className={classes.empty}>{t('mine.nothing_yet')}</p>;
  const cell = (n: number) => <span className={n === 0 ? classes.zero : undefined}>{n}</span>;
  return (
    <table className={classes.table} data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{t('mine.type')}</th>
          {STATUSES.map((s) => (
            <th key={s.key} scope="col">
              <span className={classes.dot} style={{ background: s.color }} />
              {t(`mine.status.${s.key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((type) => (
          <tr key={type} data-testid={`row-${type}`}>
            <td>{t(`mine.types.${type}`)}</td>
            {STATUSES.map((s) => (
              <td key={s.key} data-status={s.key}>
                {cell(counts[type]?.[s.key] ?? 0)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td>{t('mine.total')}</td>
          {STATUSES.map((s) => (
            <td key={s.key}>{sum(counts, s.key)}</td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}

export default function MyContributionsPage() {
  const { t } = useTranslation('contributions');
  const to = useLocalePath();
  useDocumentTitle(`${t('mine.title')} · Glossa`);
  const { rating, isPending: ratingPending } = useDictionaryRating();
  const counter = useEntitiesCounter();
  const { data: profile } = useProfile();
  const moderator = profile?.role === 'moderator' || profile?.role === 'admin';

  if (ratingPending || counter.isPending) {
    return (
      <div className={classes.page} aria-busy="true" style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
        <Loader type="dots" />
      </div>
    );
  }
  const added = counter.data?.ADDED ?? ({} as Counts);
  const verified = counter.data?.VERIFIED ?? ({} as Counts);
  const points = rating?.points ?? 0;
  const level = rating?.level ?? 1;
  const next = rating?.next_level_points ?? 50;
  const from = (level - 1) * 50;
  const progress = Math.min(100, Math.max(0, ((points - from) / Math.max(1, next - from)) * 100));

  return (
    <div className={classes.page} data-testid="my-contributions">
      <h1 className={classes.title}>{t('mine.title')}</h1>
      <p className={classes.lead}>{t('mine.lead')}</p>
      <div className={classes.top}>
        <div className={`${classes.tile} ${classes.level}`}>
          <p className={classes.tileLabel}>{t('mine.level')}</p>
          <p className={classes.tileValue} data-testid="rating-level">
            {level}
          </p>
          <div className={classes.bar} aria-hidden>
            <div className={classes.barFill} style={{ width: `${progress}%` }} />
          </div>
          <p className={classes.tileNote}>{t('mine.to_next_level', { count: Math.max(0, next - points), level: level + 1 })}</p>
        </div>
        <div className={classes.tile}>
          <p className={classes.tileLabel}>{t('mine.points')}</p>
          <p className={classes.tileValue} data-testid="rating-points">
            {points}
          </p>
        </div>
        <div className={classes.tile}>
          <p className={classes.tileLabel}>{t('mine.status.ON_MODIFY')}</p>
          <p className={classes.tileValue} data-testid="count-under-review">
            {sum(added, 'ON_MODIFY')}
          </p>
        </div>
        <div className={classes.tile}>
          <p className={classes.tileLabel}>{t('mine.status.ACCEPTED')}</p>
          <p className={classes.tileValue} data-testid="count-accepted">
            {sum(added, 'ACCEPTED')}
          </p>
        </div>
      </div>

      <section className={classes.card}>
        <div className={classes.cardHead}>
          <h2 className={classes.cardTitle}>{t('mine.added')}</h2>
          <Button component={Link} to={to('/addition')} size="compact-sm" radius="xl" variant="light" leftSection={<IconPlus size={14} />}>
            {t('mine.add')}
          </Button>
        </div>
        <CountsTable counts={added} testId="added-table" />
      </section>

      {moderator && (
        <section className={classes.card}>
          <div className={classes.cardHead}>
            <h2 className={classes.cardTitle}>{t('mine.verified')}</h2>
            <Button component={Link} to={to('/moderation')} size="compact-sm" radius="xl" variant="light" leftSection={<IconGavel size={14} />}>
              {t('mine.open_moderation')}
            </Button>
          </div>
          <CountsTable counts={verified} testId="verified-table" />
        </section>
      )}
    </div>
  );
}
