// Which animation a navigation gets (community.md §2 "page-transition animation depends on route depth
// and page type (auth, addition, editing, full-screen)", §9 "page transitions 150 to 500 ms"):
// opening or leaving an addition, an edit or a full-screen page bounces in from below (scrolling
// waits 250 ms for those); auth pages fade; a deeper page slides in from the right, a shallower one
// from the left; a page at the same depth fades quickly.
import { splitLocale } from '../../shared/i18n/locales';
import { SHELL_UI } from '../../shared/ui/shell-constants';

export type PageType = 'auth' | 'addition' | 'editing' | 'full-screen' | 'page';
export type TransitionName = 'bounce-in' | 'bounce-out' | 'fade' | 'forward' | 'back';

export interface PageTransition {
  name: TransitionName;
  ms: number;
  /** Bounce-like: the scroll to the new page's position waits SHELL_UI.bounceScrollDelayMs. */
  bounce: boolean;
}

const AUTH = /^\/(auth|login|sign_up|complete_profile|add_native_lang|password-reset|email-verification)(\/|$)/;
const ADDITION = /^\/addition(\/|$)/;
const EDITING = /^\/editing(\/|$)/;
// Pages that take the whole screen for one task: the lesson and the task cards.
const FULL_SCREEN = /^\/(training\/lesson|tasks\/cards)(\/|$)/;

/** The path without its locale prefix. */
const bare = (pathname: string) => splitLocale(pathname).rest;

export function pageType(pathname: string): PageType {
  const path = bare(pathname);
  if (AUTH.test(path)) return 'auth';
  if (ADDITION.test(path)) return 'addition';
  if (EDITING.test(path)) return 'editing';
  if (FULL_SCREEN.test(path)) return 'full-screen';
  return 'page';
}

export const routeDepth = (pathname: string) => bare(pathname).split('/').filter(Boolean).length;

const TASK_PAGES: PageType[] = ['addition', 'editing', 'full-screen'];

/** The transition from one pathname to another, or null for none (the same page). */
export function pageTransition(from: string, to: string): PageTransition | null {
  if (bare(from) === bare(to)) return null;
  const a = pageType(from);
  const b = pageType(to);
  const { pageTransitionMinMs: min, pageTransitionMaxMs: max } = SHELL_UI;
  if (a !== b && TASK_PAGES.includes(b)) return { name: 'bounce-in', ms: max, bounce: true };
  if (a !== b && TASK_PAGES.includes(a)) return { name: 'bounce-out', ms: 350, bounce: true };
  if (a === 'auth' || b === 'auth') return { name: 'fade', ms: 300, bounce: false };
  const da = routeDepth(from);
  const db = routeDepth(to);
  if (db > da) return { name: 'forward', ms: 250, bounce: false };
  if (db < da) return { name: 'back', ms: 250, bounce: false };
  return { name: 'fade', ms: min, bounce: false };
}
