// The audit log and reversals (administrators). Wiring only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEntryResponse, auditParams, auditQuery, auditResponse } from '@glossa/contract';
import { requireViewer } from '../../../platform/auth/viewer';
import { security, signedIn, tags } from '../http';
import type { AuditUseCases } from '../use-cases/audit';

export function auditRoutes(audit: AuditUseCases): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/moderation/audit',
      {
        ...signedIn,
        schema: { tags, security, summary: 'Every moderation decision, newest first (administrators)', querystring: auditQuery, response: { 200: auditResponse } },
      },
      async (request) => ({ data: await audit.list(requireViewer(request), request.query) }),
    );
    app.post(
      '/moderation/audit/:id/reverse',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Reverse a decision (administrators): the answer is the new record',
          description: '400 ACTION_NOT_REVERSIBLE (that kind of decision, or things moved on since) or ALREADY_REVERSED; nothing changes.',
          params: auditParams,
          response: { 200: auditEntryResponse },
        },
      },
      async (request) => ({ data: await audit.reverse(requireViewer(request), request.params.id) }),
    );
  };
}
