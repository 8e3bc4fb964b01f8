// moderation/rules (community.md §2 "rules", "community rules"): how moderators decide, warn and block.
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ModerationNav } from '../components/ModerationNav';
import classes from '../components/Moderation.module.css';

const SECTIONS = ['material', 'complaints', 'members', 'fairness'] as const;

export default function RulesPage() {
  const { t } = useTranslation('moderation');
  useDocumentTitle(`${t('rules.title')} · Glossa`);
  return (
    <div className={classes.page} data-testid="moderation-rules">
      <ModerationNav />
      <h1 className={classes.title}>{t('rules.title')}</h1>
      <div className={classes.prose}>
        <p>{t('rules.intro')}</p>
        {SECTIONS.map((s) => (
          <section key={s}>
            <h2>{t(`rules.${s}_title`)}</h2>
            <p>{t(`rules.${s}_text`)}</p>
          </section>
        ))}
      </div>
    </div>
  );
}
