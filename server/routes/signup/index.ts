import type { FastifyInstance, FastifyReply } from 'fastify';
import { PublicUserSchema } from '#shared/schemas/auth.ts';
import {
  LinkSubscriptionInputSchema,
  RegisterInputSchema,
  SubscriptionChangeSchema,
  VerifyPaymentInputSchema,
  VerifyPaymentResultSchema,
} from '#shared/schemas/payments.ts';
import { HttpError } from '../../lib/errors.ts';
import { reportSecurityEvent } from '../../lib/logging.ts';
import { parseInput } from '../../lib/validation.ts';
import { requireUser, setSessionCookie } from '../../plugins/auth.ts';
import { respondsWith } from '../../plugins/openapi.ts';
import { presentUser } from '../../services/auth/accounts.ts';
import { createSession } from '../../services/auth/sessions.ts';
import {
  linkVerifiedSubscription,
  registerWithCheckout,
  requirePendingSignup,
  SIGNUP_COOKIE,
  SIGNUP_TTL_MS,
  verifyCheckout,
} from '../../services/payments/signup.ts';
import { logProviderErrors } from '../payments/index.ts';

const VERIFIED = respondsWith({ 200: VerifyPaymentResultSchema });
const REGISTERED = respondsWith({ 201: PublicUserSchema });
const LINKED = respondsWith({ 200: SubscriptionChangeSchema });

/** The payment-gated signup: verify a returning checkout, register the account it pays for, link a subscription. */
export async function signupRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, payments } = app.deps;
  const secure = config.appUrl.startsWith('https://');
  const cookieOptions = { httpOnly: true, sameSite: 'lax', secure, path: '/' } as const;
  const clearSignupCookie = (reply: FastifyReply) => reply.clearCookie(SIGNUP_COOKIE, cookieOptions);
  logProviderErrors(app);

  // Not verified (unknown, unpaid, unfinished) answers 200 with success false: the client's "Payment
  // Verification Failed"; a request that fails answers 4xx/5xx: its "Verification Error".
  app.post('/verify-payment', VERIFIED, async (request, reply) => {
    const { sessionId } = parseInput(VerifyPaymentInputSchema, request.body);
    const { result, token } = await verifyCheckout(db, payments, sessionId, request.cookies[SIGNUP_COOKIE]);
    if (token) reply.setCookie(SIGNUP_COOKIE, token, { ...cookieOptions, maxAge: SIGNUP_TTL_MS / 1000 });
    return result;
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
    const linked = await linkVerifiedSubscription(db, payments, user, request.cookies[SIGNUP_COOKIE], input);
    clearSignupCookie(reply);
    return { message: 'Your subscription is linked to your account.', user: presentUser(linked) };
  });
}
