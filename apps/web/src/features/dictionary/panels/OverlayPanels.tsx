// The dictionary's side panels over other pages (community.md §2 "translation word panel",
// "sentences panel", "history") on desktop: ?panel=word:{lang}/{lang_t}/{search}/{id},
// ?panel=sentences:{lang}/{lang_t}/{word} and ?panel=history. The search page keeps its own column.
import type { PanelContentProps } from '../../../shared/panels/panel-content';
import { usePanelLink } from '../../../shared/panels/use-panel-link';
import { useNavigate } from 'react-router';
import HistoryList from '../components/HistoryList';
import { TranslationDetail } from './detail/TranslationDetail';
import { SentencesList } from './sentences/SentencesList';

const seg = encodeURIComponent;
const split = (arg: string) => arg.split('/').map((s) => decodeURIComponent(s));

export function WordPanel({ arg, close }: PanelContentProps) {
  const [lang = '', langT = '', search = '', id = '0'] = split(arg);
  const link = usePanelLink();
  const navigate = useNavigate();
  return (
    <TranslationDetail
      key={arg}
      id={Number(id)}
      lang={lang}
      langT={langT}
      search={search}
      from="translation_panel"
      onAllExamples={(p) => void navigate(link('sentences', `${lang}/${langT}/${seg(p.word)}`))}
      onGone={close}
    />
  );
}

export function SentencesPanel({ arg }: PanelContentProps) {
  const [lang = '', langT = '', word = ''] = split(arg);
  return <SentencesList params={{ word, lang, langT }} />;
}

export function HistoryPanel() {
  return <HistoryList title={false} />;
}
