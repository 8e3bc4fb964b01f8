// addition/:screen[/:step] and editing/:screen[/:step]: picks the screen from the path (React Router
// matches whole segments, and `meanings-eng` is one); each screen is its own chunk.
import { Suspense, lazy } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { parseScreen, type AdditionMode } from '../lib/screens';

const TranslationAddPage = lazy(() => import('./TranslationAddPage'));
const TranslationEditPage = lazy(() => import('./TranslationEditPage'));
const MeaningPage = lazy(() => import('./MeaningPage'));
const RelationPage = lazy(() => import('./RelationPage'));
const SentencePage = lazy(() => import('./SentencePage'));

export function ScreenSwitch({ mode, segment, step }: { mode: AdditionMode; segment: string | undefined; step?: string }) {
  const to = useLocalePath();
  const screen = parseScreen(segment, step);
  if (!screen) return <Navigate to={to('/404')} replace />;
  let page;
  switch (screen.kind) {
    case 'translation':
      page = mode === 'editing' ? <TranslationEditPage /> : <TranslationAddPage />;
      break;
    case 'meanings':
      page = <MeaningPage mode={mode} lang={screen.lang} />;
      break;
    case 'synonym':
    case 'antonym':
      page = <RelationPage key={`${mode}-${screen.kind}`} mode={mode} kind={screen.kind} lang={screen.lang} />;
      break;
    case 'sentences':
      page = <SentencePage mode={mode} lang={screen.lang} step={screen.step} />;
      break;
  }
  return <Suspense fallback={<PageLoader />}>{page}</Suspense>;
}

export function additionScreenPage(mode: AdditionMode) {
  return function AdditionScreenPage() {
    const { screen, step } = useParams();
    return <ScreenSwitch mode={mode} segment={screen} step={step} />;
  };
}

export default additionScreenPage('addition');

/** The unprefixed `translation` path: editing when it names a translation. */
export function TranslationScreenPage() {
  const [params] = useSearchParams();
  return <ScreenSwitch mode={params.has('translation_id') ? 'editing' : 'addition'} segment="translation" />;
}

export const EditingScreenPage = additionScreenPage('editing');
