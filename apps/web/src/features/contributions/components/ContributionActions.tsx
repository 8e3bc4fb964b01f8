// Slot 'contribution-actions' of the translation panel: the ways to add to a translation (meaning,
// example, synonym, antonym, audio) and the fork page with everything else (another translation,
// parts of speech and gender, subjects). The links carry out_of_place (core.md §2).
import { IconBook2, IconDots, IconMessage2, IconMicrophone, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import type { ContributionActionsProps } from '../../../shared/slots/slots';
import classes from './ContributionActions.module.css';

export function actionLinks({ translationId, lang, from }: ContributionActionsProps) {
  const q = (extra: Record<string, string> = {}) =>
    `?${new URLSearchParams({ translation_id: String(translationId), ...extra, out_of_place: from }).toString()}`;
  return {
    meaning: `/addition/meanings-${lang}${q()}`,
    example: `/addition/sentences-${lang}/step:1${q()}`,
    synonym: `/addition/synonym-${lang}${q()}`,
    antonym: `/addition/antonym-${lang}${q()}`,
    fork: `/addition${q({ lang })}`,
  };
}

export default function ContributionActions(props: ContributionActionsProps) {
  const { t } = useTranslation('contributions');
  const to = useLocalePath();
  const links = actionLinks(props);
  return (
    <div className={classes.actions} data-testid="contribution-actions">
      <Link to={to(links.meaning)} className={classes.action}>
        <IconBook2 size={15} /> {t('actions_panel.meaning')}
      </Link>
      <Link to={to(links.example)} className={classes.action}>
        <IconMessage2 size={15} /> {t('actions_panel.example')}
      </Link>
      <Link to={to(links.synonym)} className={classes.action}>
        <IconPlus size={15} /> {t('actions_panel.synonym')}
      </Link>
      <Link to={to(links.antonym)} className={classes.action}>
        <IconPlus size={15} /> {t('actions_panel.antonym')}
      </Link>
      <Link to={to(links.fork)} className={classes.action} data-testid="contribution-audio-link">
        <IconMicrophone size={15} /> {t('actions_panel.audio')}
      </Link>
      <Link to={to(links.fork)} className={`${classes.action} ${classes.more}`} data-testid="contribution-fork-link">
        <IconDots size={15} /> {t('actions_panel.more')}
      </Link>
    </div>
  );
}
