// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { resetBetweenTests } from '#client/test-utils/reset-between-tests.ts';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { EMAIL_CHANGE_TAKEN } from '#shared/schemas/account.ts';
import { ConfirmEmailPage } from './confirm-email-page.tsx';

resetBetweenTests();

test('opening the link on a signed-out device confirms the new address once and offers sign-in', async () => {
  const fetchMock = stubFetch({
    'POST /api/account/email/confirm': () =>
      jsonResponse(200, {
        message: 'Your e-mail address is now dani@example.com.',
        email: 'dani@example.com',
      }),
  });
  renderWithProviders(<ConfirmEmailPage />, { path: '/confirm-email?token=abc123', signedInHint: false });
  expect(await screen.findByText('E-mail address changed')).toBeTruthy();
  expect(screen.getByText('Your e-mail address is now dani@example.com.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/?signin=1');
  const confirms = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/account/email/confirm');
  expect(confirms).toHaveLength(1);
  expect(JSON.parse(String(confirms[0]![1]!.body))).toEqual({ token: 'abc123' });
});

test('an address another account took meanwhile is said to be unusable', async () => {
  stubFetch({
    'POST /api/account/email/confirm': () =>
      jsonResponse(409, {
        message: EMAIL_CHANGE_TAKEN,
        code: 'conflict',
        errors: { email: EMAIL_CHANGE_TAKEN },
      }),
  });
  renderWithProviders(<ConfirmEmailPage />, { path: '/confirm-email?token=abc123', signedInHint: false });
  expect(await screen.findByText('E-mail address not changed')).toBeTruthy();
  expect(screen.getByText(EMAIL_CHANGE_TAKEN)).toBeTruthy();
});

test('a link without a token says so and sends nothing', async () => {
  const fetchMock = stubFetch({});
  renderWithProviders(<ConfirmEmailPage />, { path: '/confirm-email', signedInHint: false });
  expect(await screen.findByText('Confirmation link incomplete')).toBeTruthy();
  expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/confirm'))).toEqual([]);
});
