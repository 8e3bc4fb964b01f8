// Plus (community.md §2): the payment page in its own window, /{product}-plus-payment/{period};
// the AI conversation partner, /ai-partner.
import { Navigate, type RouteObject } from 'react-router';
import { PLUS } from '@glossa/contract/plus-constants';
import { lazyPage } from '../../shared/router/lazy-page';
import { RequireAuth } from '../../shared/session/RequireAuth';

export const plusRoutes: RouteObject[] = [
  {
    path: 'ai-partner',
    element: <RequireAuth />,
    children: [{ index: true, lazy: lazyPage(() => import('./pages/AiPartnerPage'), ['plus']) }],
  },
  {
    path: PLUS.paymentRoute,
    element: <RequireAuth />,
    children: [
      { index: true, element: <Navigate replace to="year" /> },
      { path: ':period', lazy: lazyPage(() => import('./pages/PaymentPage'), ['plus']) },
    ],
  },
];
