// Ways to add to this translation; the contribution flows (login required) take it from there.
import { IconPlus } from '@tabler/icons-react';
import type { Translation } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../../shared/i18n/use-locale-path';
import { Slot } from '../../../../shared/slots/Slot';
import { contributionLinks, type OutOfPlace } from '../../lib/contribution-links';
import classes from './Detail.module.css';
import { Section } from './Section';

export function ImproveSection({ translation: tr, from }: { translation: Translation; from: OutOfPlace }) {
  const { t } = useTranslation('dictionary');
  const to = useLocalePath();
  const lang = tr.primary_word.lang_code;
  const links = [
    { key: 'meaning', href: contributionLinks.addMeaning(tr.id, lang, from) },
    { key: 'example', href: contributionLinks.addSentence(tr.id, lang, from) },
    { key: 'synonym', href: contributionLinks.addSynonym(tr.id, lang, from) },
    { key: 'antonym', href: contributionLinks.addAntonym(tr.id, lang, from) },
  ];
  // The contributions feature fills the slot with its own actions; these links stand in until then.
  return (
    <Section title={t('detail.improve')}>
      <Slot
        name="contribution-actions"
        translationId={tr.id}
        lang={lang}
        from={from}
        fallback={
          <div className={classes.improve}>
            {links.map((link) => (
              <Link key={link.key} to={to(link.href)} className={classes.improveLink}>
                <IconPlus size={14} /> {t(`detail.add_${link.key}`)}
              </Link>
            ))}
          </div>
        }
      />
    </Section>
  );
}
