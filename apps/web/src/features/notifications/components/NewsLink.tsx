import { Anchor, Indicator } from '@mantine/core';
import '@mantine/core/styles/Indicator.css';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { webApplicationQueryOptions } from '../api/news';
import { seenNewsId } from '../lib/news-seen';

/** The news link, with a dot while the newest news item is newer than the one last seen. */
export function NewsLink({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('notifications');
  const to = useLocalePath();
  const { data } = useQuery(webApplicationQueryOptions());
  const unread = !!data?.latest_news_id && data.latest_news_id > seenNewsId();
  return (
    <Indicator disabled={!unread} size={8} offset={-2} color="red" label={undefined}>
      <Anchor component={Link} to={to('/news')} size="sm" onClick={onNavigate}>
        {unread ? t('news_link_unread') : t('news_link')}
      </Anchor>
    </Indicator>
  );
}
