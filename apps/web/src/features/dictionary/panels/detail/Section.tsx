import type { ReactNode } from 'react';
import classes from './Detail.module.css';

export function Section({ title, children, action, testId }: { title: string; children: ReactNode; action?: ReactNode; testId?: string }) {
  return (
    <section className={classes.section} data-testid={testId}>
      <div className={classes.sectionHead}>
        <h3 className={classes.sectionTitle}>{title}</h3>
        {action}
      </div>
      {children}
    </section>
  );
}
