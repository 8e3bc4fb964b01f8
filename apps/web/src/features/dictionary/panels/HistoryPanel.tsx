// The search history side panel (community.md §2 "history") on desktop: ?panel=history.
import HistoryList from '../components/HistoryList';

export function HistoryPanel() {
  return <HistoryList title={false} />;
}
