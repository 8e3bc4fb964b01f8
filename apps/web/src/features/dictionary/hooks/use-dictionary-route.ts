// The search a dictionary route shows: {lang}/{lang_t}/{search} from the URL, checked against the
// language list, and navigation helpers that keep the locale prefix.
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { searchPath } from '../lib/paths';

export interface DictionaryRoute {
  lang: string;
  langT: string;
  search: string;
  id: number | null;
}

export function useDictionaryParams(): Partial<DictionaryRoute> {
  const params = useParams();
  const id = params.id && /^\d{1,10}$/.test(params.id) ? Number(params.id) : null;
  return {
    lang: params.lang?.toLowerCase(),
    langT: params.langT?.toLowerCase(),
    search: params.search ?? '',
    id,
  };
}

export function useSearchNavigation() {
  const navigate = useNavigate();
  const to = useLocalePath();
  return useCallback(
    (lang: string, langT: string, search: string, options?: { replace?: boolean }) =>
      void navigate(to(searchPath(lang, langT, search)), options),
    [navigate, to],
  );
}
