import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '#server/lib/errors.ts';
import { reportSecurityEvent } from '#server/lib/logging.ts';
import { parseInput } from '#server/lib/validation.ts';
import { presentUser } from '#server/modules/auth/presenter.ts';
import { createSession } from '#server/modules/auth/sessions.ts';
import { claimCheckout, describeClaim } from '#server/modules/payments/claim.ts';
import { logProviderErrors } from '#server/modules/payments/routes.ts';
import { requireUser, setSessionCookie } from '#server/plugins/auth.ts';
import { respondsWith } from '#server/plugins/openapi.ts';
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

const VERIFIED = respondsWith({ 200: VerifyPaymentResultSchema });
const PENDING = respondsWith({ 200: PendingSignupSchema });
const REGISTERED = respondsWith({ 201: PublicUserSchema });
const LINKED = respondsWith({ 200: SubscriptionChangeSchema });
const CLAIMED = respondsWith({ 200: ClaimPaymentResultSchema });

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

  // Not verified (unknown, unpaid, unfinished) answers 200 with success false: the client's "Payment
  // Verification Failed"; a request that fails answers 4xx/5xx: its "Verification Error".
  app.post('/verify-payment', VERIFIED, async (request, reply) => {
    const { sessionId } = parseInput(VerifyPaymentInputSchema, request.body);
    const { result, token } = await verifyCheckout(deps, sessionId, request.cookies[SIGNUP_COOKIE]);
    setSignupCookie(reply, token);
    return result;
  });

  app.get('/pending-signup', PENDING, async (request) =>
    describeBrowserCheckout(db, request.cookies[SIGNUP_COOKIE]),
  );

  app.post('/pending-signup/open-link', PENDING, async (request, reply) => {
    const { token: linkToken } = parseInput(OpenSignupLinkInputSchema, request.body);
    const { answer, token } = await openSignupLink(db, linkToken, request.cookies[SIGNUP_COOKIE]);
    setSignupCookie(reply, token);
    return answer;
  });

  app.post('/register', REGISTERED, async (request, reply) => {
    const pending = await requirePendingSignup(db, request.cookies[SIGNUP_COOKIE]);
    const input = parseInput(RegisterInputSchema, request.body);
    const user = await registerWithCheckout(db, payments, pending, { ...input, ip: request.ip });
    const userAgent = request.headers['user-agent'];
    const { token } = await createSession(db, user.id, {
      ipAddress: request.ip,
      userAgent: typeof userAgent === 'string' ? userAgent : null,
    });
    setSessionCookie(reply, token, secure);
    reportSecurityEvent(request, 'login.succeeded', { userId: user.id, via: 'signup' });
    return reply.status(201).send(presentUser(user));
  });

  app.post('/link-subscription', LINKED, async (request, reply) => {
    const user = requireUser(request);
    if (user.isAdmin) throw new HttpError(403, 'Administrators do not have a subscription');
    const input = parseInput(LinkSubscriptionInputSchema, request.body);
    const pending = await findClaimableCheckout(db, user, request.cookies[SIGNUP_COOKIE], input);
    const claimed = await claimCheckout(db, payments, user, pending);
    clearSignupCookie(reply);
    return { message: describeClaim(claimed), user: presentUser(claimed.user) };
  });

  // A signed-in account takes the paid checkout its browser verified (the paid e-mail already had an account).
  app.post('/claim-payment', CLAIMED, async (request) => {
    const user = requireUser(request);
    if (user.isAdmin) throw new HttpError(403, 'Administrators do not have a subscription');
    const { sessionId } = parseInput(ClaimPaymentInputSchema, request.body);
    const pending = await findClaimableCheckout(db, user, request.cookies[SIGNUP_COOKIE], {
      checkoutSessionId: sessionId,
    });
    const claimed = await claimCheckout(db, payments, user, pending);
    return {
      outcome: claimed.outcome,
      message: describeClaim(claimed),
      refundedUsd: claimed.refundedCents === null ? null : claimed.refundedCents / 100,
      resumedUntil: claimed.resumedUntil?.toISOString() ?? null,
      user: presentUser(claimed.user),
    };
  });
}
