// The post or question detail side panel on desktop (community.md §2): the item with its comments or
// answers over the page; the heading names the item once it has loaded. Its own chunk.
import { useTranslation } from 'react-i18next';
import type { PanelContentProps } from '../../../shared/panels/panel-content';
import { publicationTitle } from '../lib/publication-title';
import { PublicationView } from './PublicationView';

export function PublicationPanel({ type, arg: uuid, setTitle, close }: PanelContentProps & { type: 'post' | 'question' }) {
  const { t } = useTranslation('feed');
  return (
    <PublicationView
      key={uuid}
      type={type}
      uuid={uuid}
      onLoaded={(p) => setTitle(publicationTitle(p, type, t))}
      onDeleted={close}
    />
  );
}

export const PostPanel = (props: PanelContentProps) => <PublicationPanel type="post" {...props} />;
export const QuestionPanel = (props: PanelContentProps) => <PublicationPanel type="question" {...props} />;
