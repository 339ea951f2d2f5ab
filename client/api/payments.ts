import { queryOptions, skipToken, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fetchJson } from '#client/lib/api.ts';
import type { PublicUser } from '#shared/schemas/auth.ts';
import type {
  CheckoutUrl,
  ClaimPaymentResult,
  ConfirmSetupResult,
  LinkSubscriptionInput,
  PaymentMethod,
  PendingSignup,
  RegisterInput,
  SubscriptionChange,
  SubscriptionSummary,
  TestCardInput,
  TestCheckout,
  TestCheckoutResult,
  VerifyPaymentResult,
} from '#shared/schemas/payments.ts';
import { sessionKeys } from './session.ts';

// Payment verification, signup, the subscription and payment methods (spec section 7,
// docs/decisions/022-payments.md); starting a checkout is in checkout.ts, small enough for the landing page.

/** Query keys of the payment endpoints; `all` is the prefix of every one of them. */
export const paymentKeys = {
  all: ['payments'] as const,
  /** Settings > Subscription. */
  subscription: () => ['payments', 'subscription'] as const,
  /** The signed-in customer's cards. */
  methods: () => ['payments', 'methods'] as const,
  /** One checkout's verification (POST /api/verify-payment, asked once per session id). */
  verification: (sessionId: string) => ['payments', 'verification', sessionId] as const,
  /** The paid checkout this browser holds (GET /api/pending-signup), or the one an e-mailed link opens. */
  pendingSignup: (linkToken: string | null) => ['payments', 'pending-signup', linkToken ?? ''] as const,
  /** The test-mode checkout page's data. */
  testCheckout: (id: string) => ['payments', 'test-checkout', id] as const,
};

/**
 * POST /api/verify-payment as a query, so one session id is checked once per page view (React's strict mode
 * mounts twice; a query dedupes where a mutation in an effect would not).
 */
export function verifyPaymentQueryOptions(sessionId: string | null) {
  return queryOptions({
    queryKey: paymentKeys.verification(sessionId ?? ''),
    queryFn:
      sessionId === null
        ? skipToken
        : async () => {
            const res = await apiRequest('POST', '/api/verify-payment', { sessionId });
            return (await res.json()) as VerifyPaymentResult;
          },
    gcTime: 0,
  });
}

/**
 * What signup shows in this browser: with an e-mailed link's token, POST /api/pending-signup/open-link (which binds
 * the paid checkout to this browser); without, GET /api/pending-signup (the checkout the browser's cookie holds).
 */
export function pendingSignupQueryOptions(linkToken: string | null) {
  return queryOptions({
    queryKey: paymentKeys.pendingSignup(linkToken),
    queryFn: async ({ signal }) => {
      if (linkToken === null) return fetchJson<PendingSignup>('/api/pending-signup', signal);
      const res = await apiRequest('POST', '/api/pending-signup/open-link', { token: linkToken });
      return (await res.json()) as PendingSignup;
    },
    gcTime: 0,
    retry: false,
  });
}

/**
 * POST /api/claim-payment: the signed-in account takes the paid checkout this browser verified; it becomes its
 * subscription, or is refunded when the account already pays. The user is read again either way.
 */
export function useClaimPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: string) => {
      const res = await apiRequest('POST', '/api/claim-payment', { sessionId });
      return (await res.json()) as ClaimPaymentResult;
    },
    onSuccess: (result) => client.setQueryData(sessionKeys.user(), result.user),
  });
}

/** POST /api/register: creates the account a verified checkout paid for and signs it in. */
export async function register(input: RegisterInput): Promise<PublicUser> {
  const res = await apiRequest('POST', '/api/register', input);
  return (await res.json()) as PublicUser;
}

/** POST /api/link-subscription: ties the verified checkout's customer and subscription to the signed-in account. */
export async function linkSubscription(input: LinkSubscriptionInput): Promise<SubscriptionChange> {
  const res = await apiRequest('POST', '/api/link-subscription', input);
  return (await res.json()) as SubscriptionChange;
}

/** GET /api/subscription: the status, label and dates Settings shows (computed by the server). */
export function subscriptionQueryOptions() {
  return queryOptions({
    queryKey: paymentKeys.subscription(),
    queryFn: ({ signal }) => fetchJson<SubscriptionSummary>('/api/subscription', signal),
    refetchOnMount: 'always',
  });
}

/** POST /api/cancel-subscription: cancels at the period end; the user and the summary are read again. */
export function useCancelSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', '/api/cancel-subscription');
      return (await res.json()) as SubscriptionChange;
    },
    onSuccess: async (change) => {
      client.setQueryData(sessionKeys.user(), change.user);
      await client.invalidateQueries({ queryKey: paymentKeys.subscription() });
    },
  });
}

/** POST /api/resume-subscription: withdraws a scheduled cancellation; the user and the summary are read again. */
export function useResumeSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', '/api/resume-subscription');
      return (await res.json()) as SubscriptionChange;
    },
    onSuccess: async (change) => {
      client.setQueryData(sessionKeys.user(), change.user);
      await client.invalidateQueries({ queryKey: paymentKeys.subscription() });
    },
  });
}

/** GET /api/payment-methods: asked only when the account has a provider customer (spec section 7). */
export function paymentMethodsQueryOptions(hasCustomer: boolean) {
  return queryOptions({
    queryKey: paymentKeys.methods(),
    queryFn: hasCustomer
      ? ({ signal }) => fetchJson<PaymentMethod[]>('/api/payment-methods', signal)
      : skipToken,
    refetchOnMount: 'always',
  });
}

/** POST /api/payment-methods/setup-session: the provider's page to add a card (test mode: the local form). */
export function useCreateSetupSession() {
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', '/api/payment-methods/setup-session');
      return (await res.json()) as CheckoutUrl;
    },
  });
}

/**
 * POST /api/payment-methods/confirm-setup: after the provider's page saved a card, whether it was new or the same
 * card as one on file (then not kept twice); the list is read again.
 */
export function useConfirmSetup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: string) => {
      const res = await apiRequest('POST', '/api/payment-methods/confirm-setup', { sessionId });
      return (await res.json()) as ConfirmSetupResult;
    },
    onSettled: () => client.invalidateQueries({ queryKey: paymentKeys.methods() }),
  });
}

/** POST /api/payment-methods/{id}/set-default. */
export function useSetDefaultPaymentMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('POST', `/api/payment-methods/${encodeURIComponent(id)}/set-default`);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: paymentKeys.methods() }),
  });
}

/** DELETE /api/payment-methods/{id}: the server refuses to remove the last card. */
export function useRemovePaymentMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/payment-methods/${encodeURIComponent(id)}`);
    },
    onSuccess: async (_data, id) => {
      client.setQueryData<PaymentMethod[]>(paymentKeys.methods(), (list) => list?.filter((m) => m.id !== id));
      await client.invalidateQueries({ queryKey: paymentKeys.methods() });
    },
  });
}

/** GET /api/test-checkout/{id}: the test-mode checkout page's data. */
export function testCheckoutQueryOptions(id: string) {
  return queryOptions({
    queryKey: paymentKeys.testCheckout(id),
    queryFn: ({ signal }) => fetchJson<TestCheckout>(`/api/test-checkout/${encodeURIComponent(id)}`, signal),
  });
}

/**
 * POST /api/test-checkout/{id}/pay: pays (or saves) with a test card; answers where the browser goes next. A plain
 * call, not a mutation hook: a declined card may answer 402, which must not reach the "Subscription inactive" gate.
 */
export async function payTestCheckout(id: string, card: TestCardInput): Promise<TestCheckoutResult> {
  const res = await apiRequest('POST', `/api/test-checkout/${encodeURIComponent(id)}/pay`, card);
  return (await res.json()) as TestCheckoutResult;
}
