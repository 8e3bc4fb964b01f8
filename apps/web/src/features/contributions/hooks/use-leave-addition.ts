// "Leaving the addition page goes back two steps if the previous URL contained addition" (core.md §2).
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { editOrigin } from '../../../shared/contributions/task-context';
import { lastTranslateLink } from '../../../shared/dictionary/last-translate-link';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { historyIndex, leaveTarget, previousPath } from '../lib/leave';

export function useLeaveAddition() {
  const navigate = useNavigate();
  const to = useLocalePath();
  return useCallback(
    (options: { keepTasks?: boolean } = {}) => {
      // An edit left unfinished: its task id must not ride along with a later edit.
      if (!options.keepTasks) editOrigin.clearTasks();
      const idx = historyIndex();
      const target = leaveTarget({ idx, previous: previousPath(idx), fallback: lastTranslateLink() ?? '/' });
      if (target.type === 'back') void navigate(-target.steps);
      else void navigate(to(target.path));
    },
    [navigate, to],
  );
}
