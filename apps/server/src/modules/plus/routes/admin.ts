// Administrators' side of Plus (issue 19: "an admin can grant Plus manually ... from the admin
// screens"): a member's subscription, a MANUAL grant for some days, revoking it. Wiring only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPlusGrantBody, adminPlusParams, subscriptionResponse } from '@glossa/contract';
import { assertAdmin, requireViewer } from '../../../platform/auth/viewer';
import type { PlusService } from '../service';

const tags = ['Plus'];
const security = [{ bearer: [] }];

export function adminRoutes(service: PlusService): FastifyPluginAsyncZod {
  return async (app) => {
    /** 401 for guests before anything is read; a bad uuid or body is 400 for anyone; then 403 for anyone but an administrator. */
    const adminsOnly = {
      onRequest: async (request: Parameters<typeof requireViewer>[0]) => {
        requireViewer(request);
      },
      preHandler: async (request: Parameters<typeof requireViewer>[0]) => {
        assertAdmin(requireViewer(request));
      },
    };
    app.get(
      '/admin/users/:uuid/plus',
      { ...adminsOnly, schema: { tags, security, summary: "A member's subscription (administrators)", params: adminPlusParams, response: { 200: subscriptionResponse } } },
      async (request) => ({ data: await service.subscriptions.infoOf({ uuid: request.params.uuid }) }),
    );
    app.post(
      '/admin/users/:uuid/plus',
      {
        ...adminsOnly,
        schema: {
          tags,
          security,
          summary: 'Give a member Plus by hand for some days (source MANUAL; administrators)',
          description: '400 ALREADY_PLUS when the member pays through Stripe; 404 USER_NOT_FOUND.',
          params: adminPlusParams,
          body: adminPlusGrantBody,
          response: { 200: subscriptionResponse },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        return { data: await service.subscriptions.grantForDays({ uuid: request.params.uuid }, request.body.days, viewer.id) };
      },
    );
    app.delete(
      '/admin/users/:uuid/plus',
      {
        ...adminsOnly,
        schema: {
          tags,
          security,
          summary: "End a member's manual Plus now (administrators)",
          description: '404 SUBSCRIPTION_NOT_FOUND when the member has no manual Plus running.',
          params: adminPlusParams,
          response: { 200: subscriptionResponse },
        },
      },
      async (request) => ({ data: await service.subscriptions.revokeManual({ uuid: request.params.uuid }) }),
    );
  };
}
