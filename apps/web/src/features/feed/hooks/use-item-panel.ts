// The post and question detail panels (community.md §2 overlay panels): on desktop the feed opens
// a post or question beside the list (?panel=post:<uuid>, so Back closes it and the link can be
// shared); on mobile, and for articles, the link leads to the view page.
import type { MouseEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { PublicationType } from '@glossa/contract';
import { useIsMobile } from '../../../shared/ui/breakpoints';

const PARAM = 'panel';
const PANEL_TYPES: PublicationType[] = ['post', 'question'];

export function useItemPanel() {
  const [params, setParams] = useSearchParams();
  const mobile = useIsMobile();
  const [type, uuid] = (params.get(PARAM) ?? '').split(':');
  const current =
    !mobile && PANEL_TYPES.includes(type as PublicationType) && uuid
      ? { type: type as 'post' | 'question', uuid }
      : null;
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
