// Before the first search: what the dictionary is, an example sentence of the pair and, on mobile,
// the latest searches (desktop shows them in the side column).
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../shared/ui/breakpoints';
import { ExampleSentence } from './ExampleSentence';
import HistoryList from './HistoryList';
import classes from './Landing.module.css';

export default function Landing({ lang, langT }: { lang: string; langT: string }) {
  const { t } = useTranslation('dictionary');
  const mobile = useIsMobile();
  return (
    <div className={classes.landing} data-testid="dictionary-landing">
      <div>
        <h1 className={classes.title}>{t('landing.title')}</h1>
        <p className={classes.lead}>{t('landing.lead')}</p>
      </div>
      <ExampleSentence lang={lang} langT={langT} />
      {mobile ? (
        <HistoryList limit={5} />
      ) : (
        <p className={classes.hint}>
          <kbd className={classes.kbd}>/</kbd> {t('landing.hint_slash')} · <kbd className={classes.kbd}>Esc</kbd>{' '}
          {t('landing.hint_esc')}
        </p>
      )}
    </div>
  );
}
