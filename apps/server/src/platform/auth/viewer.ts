// Who is making the request. Set by the auth plugin from the Bearer access token; services
// receive it explicitly and check access before they read or write.
import type { FastifyRequest } from 'fastify';
import type { UserRole } from '../../db/schema/users';
import { forbidden, unauthenticated } from '../errors';

export interface Viewer {
  id: number;
  uuid: string;
  role: UserRole;
  premium: boolean;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/** The signed-in viewer, or 401 UNAUTHENTICATED. */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthenticated();
  return request.viewer;
}

export function isModerator(viewer: Pick<Viewer, 'role'> | null): boolean {
  return viewer?.role === 'moderator' || viewer?.role === 'admin';
}

export function isAdmin(viewer: Pick<Viewer, 'role'> | null): boolean {
  return viewer?.role === 'admin';
}

export function assertModerator(viewer: Viewer): void {
  if (!isModerator(viewer)) throw forbidden('Moderators only');
}

export function assertAdmin(viewer: Viewer): void {
  if (!isAdmin(viewer)) throw forbidden('Administrators only');
}
