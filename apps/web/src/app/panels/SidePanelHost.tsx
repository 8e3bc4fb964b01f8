// The side panels over any page (community.md §2 overlay panels, §9 widths), its own chunk: the
// URL's `?panel=<kind>[:<arg>]` opens that panel at the right edge on desktop (Esc, × or the overlay
// close it; Back too, since opening one is a navigation), and leads to its page on mobile. Each
// panel's contents and texts are a chunk of their feature, loaded when it opens.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Drawer.css';
import { Drawer } from '@mantine/core';
import { Suspense, lazy, useCallback, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { loadNamespaces } from '../../shared/i18n/i18n';
import { useLocalePath } from '../../shared/i18n/use-locale-path';
import type { PanelContentProps } from '../../shared/panels/panel-content';
import { PANEL_PARAM, SIDE_PANELS, panelWidth, parsePanel, type SidePanelKind } from '../../shared/panels/side-panels';
import type { Layout } from '../../shared/ui/breakpoints';
import { PageLoader } from '../../shared/ui/PageLoader';

type Content = LazyExoticComponent<ComponentType<PanelContentProps>>;

function content<M>(namespaces: string[], load: () => Promise<M>, pick: (m: M) => ComponentType<PanelContentProps>): Content {
  return lazy(() => Promise.all([load(), loadNamespaces(namespaces)]).then(([m]) => ({ default: pick(m) })));
}

const stats = () => import('../../features/progress/panels/StatisticsPanels');
const people = () => import('../../features/chat/panels/PeoplePanels');
const publication = () => import('../../features/feed/components/PublicationPanel');

// The word and sentences panels are the dictionary search page's own side column (PanelHost).
const CONTENTS: Record<Exclude<SidePanelKind, 'word' | 'sentences'>, Content> = {
  statistics: content(['progress'], stats, (m) => m.StatisticsGeneralPanel),
  statistics_detail: content(['progress'], stats, (m) => m.StatisticsDetailPanel),
  post: content(['feed'], publication, (m) => m.PostPanel),
  question: content(['feed'], publication, (m) => m.QuestionPanel),
  profile: content(['profile', 'account'], () => import('../../features/profile/panels/ProfilePanel'), (m) => m.ProfilePanel),
  need_action: content(['tasks'], () => import('../../features/tasks/pages/NeedActionPage'), (m) => m.default),
  history: content(['dictionary'], () => import('../../features/dictionary/panels/HistoryPanel'), (m) => m.HistoryPanel),
  friends: content(['chat', 'companions'], people, (m) => m.FriendsListPanel),
  friend_requests: content(['chat', 'companions'], people, (m) => m.FriendRequestsPanel),
  blocked: content(['chat', 'companions'], people, (m) => m.BlockedUsersPanel),
  selection_comments: content(['training'], () => import('../../features/training/components/CommentsPanel'), (m) => m.CommentsPanelContent),
};

// Publication panels keep the test ids they had before the shell took them over.
const testId = (kind: SidePanelKind) => (kind === 'post' || kind === 'question' ? `${kind}-panel` : `side-panel-${kind}`);

export default function SidePanelHost({ value, layout }: { value: string; layout: Layout }) {
  const { t } = useTranslation('shell');
  const to = useLocalePath();
  const [, setParams] = useSearchParams();
  const panel = parsePanel(value);
  const [title, setTitle] = useState<string | null>(null);
  useEffect(() => setTitle(null), [value]);
  const close = useCallback(() => setParams((p) => (p.delete(PANEL_PARAM), p), { replace: true }), [setParams]);

  if (!panel) return null;
  if (layout === 'mobile' || panel.kind === 'word' || panel.kind === 'sentences') return <Navigate replace to={to(SIDE_PANELS[panel.kind].page(panel.arg))} />;
  const Contents = CONTENTS[panel.kind];
  return (
    <Drawer
      opened
      onClose={close}
      position="right"
      size={panelWidth(panel.kind, layout === 'narrow')}
      title={<span data-testid="panel-title">{title ?? t(`panels.${panel.kind}`)}</span>}
      closeButtonProps={{ 'aria-label': t('panels.close'), 'data-testid': 'panel-close' } as object}
      overlayProps={{ backgroundOpacity: 0.35, blur: 1 }}
      styles={{ title: { fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
      data-testid={testId(panel.kind)}
      data-panel={panel.kind}
    >
      <Suspense fallback={<PageLoader />}>
        <Contents key={value} arg={panel.arg} setTitle={setTitle} close={close} />
      </Suspense>
    </Drawer>
  );
}
