// The member's side: status and limits, checkout, session status, finalize, cancel.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelSubscriptionBody,
  finalizeBody,
  plusStatusSchema,
  sessionIdQuery,
  sessionIdResponse,
  sessionStatusQuery,
  sessionStatusResponse,
  subscriptionResponse,
} from '@glossa/contract';
import { requireViewer } from '../../../platform/auth/viewer';
import type { PlusService } from '../service';

const tags = ['Plus'];
const security = [{ bearer: [] }];

export function paymentRoutes(service: PlusService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/plus/status',
      {
        schema: {
          tags,
          security,
          summary: 'Plus state, subscription and the day\u2019s limits (used, limit, remaining; null = unlimited)',
          response: { 200: plusStatusSchema },
        },
      },
      async (request) => ({ data: await service.status(requireViewer(request)) }),
    );

    app.get(
      '/payments/subscriptions',
      { schema: { tags, security, summary: 'The member\u2019s subscription: source, expires_at (null: none)', response: { 200: subscriptionResponse } } },
      async (request) => ({ data: await service.subscriptions.info(requireViewer(request).id) }),
    );

    app.get(
      '/stripe/session-id',
      {
        schema: {
          tags,
          security,
          summary: 'A Stripe Checkout Session for Plus by month or year',
          description:
            'Only the period comes from the client; the price is the server\u2019s. 400 PAYMENTS_NOT_CONFIGURED without Stripe keys, 400 ALREADY_PLUS, 502 PAYMENT_PROVIDER_ERROR.',
          querystring: sessionIdQuery,
          response: { 200: sessionIdResponse },
        },
      },
      async (request) => ({ data: await service.stripe.checkout(requireViewer(request), request.query.period) }),
    );

    app.get(
      '/stripe/session-status',
      {
        schema: {
          tags,
          security,
          summary: 'Status of the member\u2019s Checkout Session (open, complete, expired)',
          description: '404 CHECKOUT_SESSION_NOT_FOUND for an unknown session or someone else\u2019s.',
          querystring: sessionStatusQuery,
          response: { 200: sessionStatusResponse },
        },
      },
      async (request) => ({ data: await service.stripe.sessionStatus(requireViewer(request), request.query.sessionId) }),
    );

    app.post(
      '/payments/subscriptions/finalize',
      {
        schema: {
          tags,
          security,
          summary: 'Apply a completed checkout now (the webhook does it too)',
          body: finalizeBody,
          response: { 200: subscriptionResponse },
        },
      },
      async (request) => ({ data: await service.stripe.finalize(requireViewer(request), request.body.session_id) }),
    );

    app.patch(
      '/stripe/cancel-subscription',
      {
        schema: {
          tags,
          security,
          summary: 'Cancel the Stripe subscription at the end of the paid period',
          description:
            '400 SUBSCRIPTION_CANNOT_BE_CANCELLED for MANUAL and store subscriptions (community.md \u00a78), 404 SUBSCRIPTION_NOT_FOUND, 403 for someone else\u2019s subscription id.',
          body: cancelSubscriptionBody.nullish(),
          response: { 200: subscriptionResponse },
        },
      },
      async (request) => ({ data: await service.stripe.cancel(requireViewer(request), request.body?.subscription_id) }),
    );
  };
}
