// "You are in moderation mode": once per browser and member, 0.5 s after the queue opens, for 3.5 s.
import { useEffect, useState } from 'react';
import { Transition } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NOTICE_DELAY_MS, NOTICE_HIDE_MS, markNoticeShown, noticeShown } from '../lib/notice';
import classes from './Moderation.module.css';

export function ModerationNotice() {
  const { t } = useTranslation('moderation');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (noticeShown()) return;
    const show = setTimeout(() => {
      markNoticeShown();
      setVisible(true);
    }, NOTICE_DELAY_MS);
    const hide = setTimeout(() => setVisible(false), NOTICE_DELAY_MS + NOTICE_HIDE_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, []);
  return (
    <Transition mounted={visible} transition="slide-down" duration={200}>
      {(style) => (
        <div className={classes.noticeDock}>
          <div className={classes.notice} style={style} role="status" data-testid="moderation-notice">
            {t('notice')}
          </div>
        </div>
      )}
    </Transition>
  );
}
