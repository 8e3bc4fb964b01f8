// Desktop visits of the mobile-only pages (DetailWordPage, SentencesPage, WordSentencesPage): the
// panels are kept for the session and the user goes to the search page, where they open (core.md §2).
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { panelOwner, usePanels, type Panel } from '../hooks/use-panels';
import { searchPath } from '../lib/paths';

export function PanelRedirect({ lang, langT, search, panels }: { lang: string; langT: string; search: string; panels: Panel[] }) {
  const navigate = useNavigate();
  const to = useLocalePath();
  const key = JSON.stringify(panels);
  useEffect(() => {
    const owner = panelOwner(lang, langT, search);
    const list = JSON.parse(key) as Panel[];
    list.forEach((panel, i) => usePanels.getState().open(owner, panel, { replace: i === 0 }));
    void navigate(to(searchPath(lang, langT, search)), { replace: true });
  }, [lang, langT, search, key, navigate, to]);
  return null;
}
