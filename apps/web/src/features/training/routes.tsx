// Training (community.md §2): training home, a selection, all selections (search), create/edit
// (login required), the lesson (login required), and the learning materials under the profile.
// Videos: training/video?uuid=, all_videos and video/create|edit (login required).
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/router/lazy-page';
import { RequireAuth } from '../../shared/session/RequireAuth';

const NS = ['training'];
const videoPage = (name: 'VideoPage' | 'AllVideosPage' | 'VideoEditorPage') =>
  lazyPage(() => import('./pages/video-pages').then((m) => m.videoPageLoaders[name]()), NS);

export const trainingRoutes: RouteObject[] = [
  { path: 'training', lazy: lazyPage(() => import('./pages/TrainingHomePage'), NS) },
  { path: 'training/selection', lazy: lazyPage(() => import('./pages/SelectionPage'), NS) },
  { path: 'training/all_selections', lazy: lazyPage(() => import('./pages/AllSelectionsPage'), NS) },
  { path: 'training/video', lazy: videoPage('VideoPage') },
  { path: 'training/all_videos', lazy: videoPage('AllVideosPage') },
  // create or edit (the page shows not-found for anything else; login required inside the chunk).
  { path: 'training/video/:mode', lazy: videoPage('VideoEditorPage') },
  {
    element: <RequireAuth />,
    children: [
      { path: 'training/selection/create', lazy: lazyPage(() => import('./pages/SelectionEditorPage'), NS) },
      { path: 'training/selection/edit', lazy: lazyPage(() => import('./pages/SelectionEditorPage'), NS) },
      { path: 'training/lesson', lazy: lazyPage(() => import('./pages/LessonPage'), NS) },
      { path: 'profile/:nickname/learning_materials', lazy: lazyPage(() => import('./pages/MaterialsPage'), NS) },
    ],
  },
];
