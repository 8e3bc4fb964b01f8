import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useLayout } from '../../shared/ui/breakpoints';
import { OptionalChunk } from '../../shared/ui/OptionalChunk';
import { useIdle } from '../../shared/ui/use-idle';
import { PageLoader } from '../../shared/ui/PageLoader';
import classes from './AppLayout.module.css';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileNav } from './MobileNav';

// What floats over every page but is not needed to show it (the dictionary's selection tooltip and
// mini dictionary, the side panels, the smart banner, page transitions): fetched once the page is
// shown (idle), so the shell's first load does not carry it; offline, it waits for the connection
// instead of failing the page.
const loadShellExtras = () => import('./ShellExtras');

/** Header, page, footer (desktop) or bottom navigation (mobile, <= 980 px). */
export function AppLayout() {
  const layout = useLayout();
  const idle = useIdle();
  return (
    <div className={classes.shell} data-layout={layout}>
      <Header layout={layout} />
      <main className={classes.main} id="main">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      {layout === 'mobile' ? <MobileNav /> : <Footer />}
      {idle && <OptionalChunk load={loadShellExtras} />}
    </div>
  );
}
