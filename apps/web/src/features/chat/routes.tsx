// Chat routes (core.md §2 "chat", login required): the chat screen (desktop: list and conversation
// side by side; mobile: the list, then the conversation as its own page) and companion search.
// Every chat module is lazy: no page of the app pays for chat code before it is opened.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/router/lazy-page';
import { RequireAuth } from '../../shared/session/RequireAuth';

const ns = ['chat', 'companions'];
const chatPage = lazyPage(() => import('./pages/ChatPage'), ns);

export const chatRoutes: RouteObject[] = [
  {
    path: 'chat',
    element: <RequireAuth />,
    children: [
      { index: true, lazy: chatPage },
      { path: 'companions', lazy: lazyPage(() => import('./pages/CompanionsPage'), ns) },
      { path: ':chatId', lazy: chatPage },
    ],
  },
];
