// moderation/suggestions (community.md §2, admins only, titled "comments and suggestions"): what
// members sent (GET /reviews, 20 a page), open / done / all, and the done mark (PATCH /reviews/{id}).
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { useState } from 'react';
import { Checkbox, Loader, Pagination, SegmentedControl, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useMarkReview, useReviews, type ReviewFilter } from '../api/reviews';
import { Gate } from '../components/Gate';
import { ModerationNav } from '../components/ModerationNav';
import { MODERATION_LIMITS } from '../lib/limits';
import classes from '../components/Moderation.module.css';

function Suggestions() {
  const { t, i18n } = useTranslation('moderation');
  const [filter, setFilter] = useState<ReviewFilter>('open');
  const [page, setPage] = useState(0);
  const reviews = useReviews(filter, page);
  const mark = useMarkReview();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const pages = Math.max(1, Math.ceil((reviews.data?.total ?? 0) / MODERATION_LIMITS.reviewsPage));
  return (
    <>
      <h1 className={classes.title}>{t('suggestions.title')}</h1>
      <SegmentedControl
        mt="md"
        radius="xl"
        value={filter}
        onChange={(v) => {
          setFilter(v as ReviewFilter);
          setPage(0);
        }}
        data={(['open', 'done', 'all'] as const).map((f) => ({ value: f, label: t(`suggestions.${f}`) }))}
      />
      <div className={classes.section}>
        {reviews.isPending ? (
          <Loader type="dots" />
        ) : reviews.data?.data.length === 0 ? (
          <Text c="dimmed">{t('suggestions.none')}</Text>
        ) : (
          <ul className={classes.list} data-testid="suggestions">
            {reviews.data?.data.map((r) => (
              <li key={r.id} className={classes.row}>
                <Checkbox
                  aria-label={t('suggestions.done_mark')}
                  checked={r.done}
                  disabled={mark.isPending && mark.variables?.id === r.id}
                  onChange={(e) => mark.mutate({ id: r.id, done: e.currentTarget.checked })}
                />
                <div className={classes.rowMain}>
                  <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} td={r.done ? 'line-through' : undefined}>
                    {r.text}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {r.author?.nickname ?? t('task.someone')} · {date.format(new Date(r.created_at))}
                    {r.page && ` · ${r.page}`}
                  </Text>
                </div>
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && <Pagination mt="md" total={pages} value={page + 1} onChange={(p) => setPage(p - 1)} />}
      </div>
    </>
  );
}

export default function SuggestionsPage() {
  const { t } = useTranslation('moderation');
  useDocumentTitle(`${t('suggestions.title')} · Glossa`);
  return (
    <Gate admins>
      <div className={classes.page} data-testid="moderation-suggestions">
        <ModerationNav />
        <Suggestions />
      </div>
    </Gate>
  );
}
