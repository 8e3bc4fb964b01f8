// The post and question detail panels (community.md §2 overlay panels): on desktop a click on a feed
// item opens it as a side panel over the feed (?panel=post:<uuid>, the shell's side panels: Back
// closes it and the link can be shared); on mobile, and for articles, the link leads to the view page
// (a shared panel link opened on a phone goes to the page: app/layouts/SidePanelSlot).
import type { MouseEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { PublicationType } from '@glossa/contract';
import { PANEL_PARAM, panelValue } from '../../../shared/panels/side-panels';
import { useIsMobile } from '../../../shared/ui/breakpoints';

const PANEL_TYPES: PublicationType[] = ['post', 'question'];

export function useItemPanel() {
  const [, setParams] = useSearchParams();
  const mobile = useIsMobile();
  return {
    /** A click on an item's link: on desktop opens the panel instead (a new tab still gets the page). */
    open(e: MouseEvent, itemType: PublicationType, itemUuid: string) {
      if (mobile || !PANEL_TYPES.includes(itemType) || e.metaKey || e.ctrlKey || e.shiftKey) return;
      e.preventDefault();
      setParams((p) => (p.set(PANEL_PARAM, panelValue(itemType as 'post' | 'question', itemUuid)), p));
    },
  };
}
