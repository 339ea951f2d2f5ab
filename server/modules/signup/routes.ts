import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '#server/lib/errors.ts';
import { reportSecurityEvent } from '#server/lib/logging.ts';
import { presentUser } from '#server/modules/auth/presenter.ts';
import { createSession, type UserRow } from '#server/modules/auth/sessions.ts';
import { claimCheckout, describeClaim } from '#server/modules/payments/claim.ts';
import { logProviderErrors } from '#server/modules/payments/routes.ts';
import { setSessionCookie } from '#server/plugins/auth.ts';
import { route } from '#server/plugins/route.ts';
import { PublicUserSchema } from '#shared/schemas/auth.ts';
import {
  ClaimPaymentInputSchema,
  ClaimPaymentResultSchema,
  LinkSubscriptionInputSchema,
  OpenSignupLinkInputSchema,
  PendingSignupSchema,
  RegisterInputSchema,
  SubscriptionChangeSchema,
  VerifyPaymentInputSchema,
  VerifyPaymentResultSchema,
} from '#shared/schemas/payments.ts';
import {
  describeBrowserCheckout,
  findClaimableCheckout,
  openSignupLink,
  registerWithCheckout,
  requirePendingSignup,
  SIGNUP_COOKIE,
  SIGNUP_TTL_MS,
  type SignupDeps,
  verifyCheckout,
} from './signup.ts';

const PENDING = { 200: PendingSignupSchema };

/**
 * The payment-gated signup (docs/decisions/022, 030): verify a returning checkout, tell any tab of the paying
 * browser what its checkout waits for, open the e-mailed link, register the account it pays for, and let a
 * signed-in account take (link or claim) a checkout its browser holds.
 */
export async function signupRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, payments, mail } = app.deps;
  const deps: SignupDeps = { db, provider: payments, mail, appUrl: config.appUrl };
  const secure = config.appUrl.startsWith('https://');
  const cookieOptions = { httpOnly: true, sameSite: 'lax', secure, path: '/' } as const;
  const setSignupCookie = (reply: FastifyReply, token: string | null) => {
    if (token) reply.setCookie(SIGNUP_COOKIE, token, { ...cookieOptions, maxAge: SIGNUP_TTL_MS / 1000 });
  };
  const clearSignupCookie = (reply: FastifyReply) => reply.clearCookie(SIGNUP_COOKIE, cookieOptions);
  logProviderErrors(app);

  // A signed-in account takes a checkout for itself: administrators have none (403 before the body is read).
  const SUBSCRIBING_USER = {
    access: 'user',
    before: ({ user }: { user: UserRow }) => {
      if (user.isAdmin) throw new HttpError(403, 'Administrators do not have a subscription');
    },
  } as const;

  // Not verified (unknown, unpaid, unfinished) answers 200 with success false: the client's "Payment
  // Verification Failed"; a request that fails answers 4xx/5xx: its "Verification Error".
  app.post(
    '/verify-payment',
    route(
      { access: 'none', body: VerifyPaymentInputSchema, responds: { 200: VerifyPaymentResultSchema } },
      async ({ body }, request, reply) => {
        const { result, token } = await verifyCheckout(deps, body.sessionId, request.cookies[SIGNUP_COOKIE]);
        setSignupCookie(reply, token);
        return result;
      },
    ),
  );

  app.get(
    '/pending-signup',
    route({ access: 'none', responds: PENDING }, async (_input, request) =>
      describeBrowserCheckout(db, request.cookies[SIGNUP_COOKIE]),
    ),
  );

  app.post(
    '/pending-signup/open-link',
    route(
      { access: 'none', body: OpenSignupLinkInputSchema, responds: PENDING },
      async ({ body }, request, reply) => {
        const { answer, token } = await openSignupLink(db, body.token, request.cookies[SIGNUP_COOKIE]);
        setSignupCookie(reply, token);
        return answer;
      },
    ),
  );

  // The browser's paid checkout is read before the body: without one the answer is 402 whatever is sent.
  app.post(
    '/register',
    route(
      {
        access: 'none',
        before: (_input, request) => requirePendingSignup(db, request.cookies[SIGNUP_COOKIE]),
        body: RegisterInputSchema,
        responds: { 201: PublicUserSchema },
      },
      async ({ body, before: pending }, request, reply) => {
        const user = await registerWithCheckout(db, payments, pending, { ...body, ip: request.ip });
        const userAgent = request.headers['user-agent'];
        const { token } = await createSession(db, user.id, {
          ipAddress: request.ip,
          userAgent: typeof userAgent === 'string' ? userAgent : null,
        });
        setSessionCookie(reply, token, secure);
        reportSecurityEvent(request, 'login.succeeded', { userId: user.id, via: 'signup' });
        return reply.status(201).send(presentUser(user));
      },
    ),
  );

  app.post(
    '/link-subscription',
    route(
      { ...SUBSCRIBING_USER, body: LinkSubscriptionInputSchema, responds: { 200: SubscriptionChangeSchema } },
      async ({ user, body }, request, reply) => {
        const pending = await findClaimableCheckout(db, user, request.cookies[SIGNUP_COOKIE], body);
        const claimed = await claimCheckout(db, payments, user, pending);
        clearSignupCookie(reply);
        return { message: describeClaim(claimed), user: presentUser(claimed.user) };
      },
    ),
  );

  // A signed-in account takes the paid checkout its browser verified (the paid e-mail already had an account).
  app.post(
    '/claim-payment',
    route(
      { ...SUBSCRIBING_USER, body: ClaimPaymentInputSchema, responds: { 200: ClaimPaymentResultSchema } },
      async ({ user, body }, request) => {
        const pending = await findClaimableCheckout(db, user, request.cookies[SIGNUP_COOKIE], {
          checkoutSessionId: body.sessionId,
        });
        const claimed = await claimCheckout(db, payments, user, pending);
        return {
          outcome: claimed.outcome,
          message: describeClaim(claimed),
          refundedUsd: claimed.refundedCents === null ? null : claimed.refundedCents / 100,
          resumedUntil: claimed.resumedUntil?.toISOString() ?? null,
          user: presentUser(claimed.user),
        };
      },
    ),
  );
}
