// The desktop side panels of community.md §2 ("overlay panels") and their §9 widths: each opens over
// any page from `?panel=<kind>` or `?panel=<kind>:<arg>` (a link that can be shared or reloaded; Back
// closes it), and is a page on mobile (the same URL opened on a phone goes to that page). The
// registry is data only: the panels' code is in the lazy SidePanelHost chunk.
import { SIDE_PANEL_WIDTHS } from '../ui/shell-constants';

export const PANEL_PARAM = 'panel';

const UUID = /^[0-9a-f-]{36}$/i;
const NICKNAME = /^[^/?#]{1,64}$/;
const enc = encodeURIComponent;

interface PanelDef {
  /** The §9 width pair it takes: the wide views (statistics, a publication) the widest. */
  width: keyof typeof SIDE_PANEL_WIDTHS;
  /** Kinds that name something: the argument's shape. */
  arg?: RegExp;
  /** The page it is on mobile (without the locale prefix). */
  page(arg: string): string;
}

export const SIDE_PANELS = {
  statistics: { width: 'wide', page: () => '/statistics' },
  statistics_detail: { width: 'medium', page: () => '/statistics' },
  post: { width: 'wide', arg: UUID, page: (a) => `/post/${a}` },
  question: { width: 'wide', arg: UUID, page: (a) => `/question/${a}` },
  profile: { width: 'medium', arg: NICKNAME, page: (a) => `/profile/${enc(a)}` },
  need_action: { width: 'medium', page: () => '/tasks/need_action' },
  history: { width: 'medium', page: () => '/history' },
  friends: { width: 'compact', page: () => '/chat/companions?tab=friends' },
  friend_requests: { width: 'compact', page: () => '/chat/companions?tab=friends' },
  blocked: { width: 'compact', page: () => '/chat/companions?tab=blocked' },
  selection_comments: { width: 'compact', arg: UUID, page: (a) => `/training/selection?uuid=${a}` },
  // The dictionary's own side column holds these two (its URLs open them on desktop: DetailWordPage
  // and SentencesPage redirect to the search with the panel open); ?panel= leads there.
  word: { width: 'slim', arg: /^[a-z]{3}\/[a-z]{3}\/[^/]+\/\d+$/, page: (a) => `/dictionary/${a}` },
  sentences: { width: 'slim', arg: /^[a-z]{3}\/[a-z]{3}\/[^/]+$/, page: (a) => `/dictionary/${a}/sentences` },
} satisfies Record<string, PanelDef>;

export type SidePanelKind = keyof typeof SIDE_PANELS;
export interface SidePanel {
  kind: SidePanelKind;
  arg: string;
}

/** `?panel=` read: a known kind with a well-formed argument, or null. */
export function parsePanel(value: string | null): SidePanel | null {
  if (!value) return null;
  const at = value.indexOf(':');
  const kind = (at < 0 ? value : value.slice(0, at)) as SidePanelKind;
  const arg = at < 0 ? '' : value.slice(at + 1);
  const def: PanelDef | undefined = Object.hasOwn(SIDE_PANELS, kind) ? SIDE_PANELS[kind] : undefined;
  if (!def || (def.arg ? !def.arg.test(arg) : arg !== '')) return null;
  return { kind, arg };
}

export const panelValue = (kind: SidePanelKind, arg = '') => (arg ? `${kind}:${arg}` : kind);

/** The panel's width in px on desktop, or on narrow desktop (981-1440 px). */
export const panelWidth = (kind: SidePanelKind, narrow: boolean) => SIDE_PANEL_WIDTHS[SIDE_PANELS[kind].width][narrow ? 1 : 0];
