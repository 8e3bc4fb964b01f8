// The post and question detail panels (community.md §2 overlay panels): on desktop the feed opens
// a post or question beside the list (?panel=post:<uuid>, so Back closes it and the link can be
// shared); on mobile, and for articles, the link leads to the view page. A shared panel link opened
// on a phone goes to that page (issue 36: it opened nothing there).
import { useEffect, type MouseEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { PublicationType } from '@glossa/contract';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useIsMobile } from '../../../shared/ui/breakpoints';

const PARAM = 'panel';
const PANEL_TYPES: PublicationType[] = ['post', 'question'];

export function useItemPanel() {
  const [params, setParams] = useSearchParams();
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const to = useLocalePath();
  const [type, uuid] = (params.get(PARAM) ?? '').split(':');
  const named = PANEL_TYPES.includes(type as PublicationType) && uuid && /^[0-9a-f-]{36}$/i.test(uuid) ? uuid : null;
  const current = !mobile && named ? { type: type as 'post' | 'question', uuid: named } : null;
  useEffect(() => {
    if (mobile && named) void navigate(to(`/${type}/${named}`), { replace: true });
  }, [mobile, named, type, navigate, to]);
  return {
    current,
    /** A click on an item's link: on desktop opens the panel instead (a new tab still gets the page). */
    open(e: MouseEvent, itemType: PublicationType, itemUuid: string) {
      if (mobile || !PANEL_TYPES.includes(itemType) || e.metaKey || e.ctrlKey || e.shiftKey) return;
      e.preventDefault();
      setParams((p) => (p.set(PARAM, `${itemType}:${itemUuid}`), p));
    },
    close() {
      setParams((p) => (p.delete(PARAM), p), { replace: true });
    },
  };
}
