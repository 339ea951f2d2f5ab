// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { resetToasts } from '#client/hooks/use-toast.ts';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { SIGNED_OUT_REASON_COOKIE } from '#shared/constants.ts';

afterEach(() => {
  cleanup();
  resetToasts();
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = `${SIGNED_OUT_REASON_COOKIE}=; path=/; max-age=0`;
});

function setReasonCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie the server sets, as jsdom keeps it.
  document.cookie = `${SIGNED_OUT_REASON_COOKIE}=${value}; path=/`;
}

test('the page after a sign-in on another device ended the session says why, once', async () => {
  setReasonCookie('signed-in-elsewhere');
  renderWithProviders(<p>landing</p>, { path: '/', signedInHint: false });
  expect(
    await screen.findByText('You were signed out because your account signed in on another device.'),
  ).toBeTruthy();
  expect(document.cookie).not.toContain(SIGNED_OUT_REASON_COOKIE);
});

test('a signed-in-only page, about to send the browser to sign in, leaves the notice for the next page', async () => {
  setReasonCookie('signed-in-elsewhere');
  renderWithProviders(<p>surveys</p>, { path: '/surveys', signedInHint: false });
  await screen.findByText('surveys');
  expect(screen.queryByText(/signed in on another device/)).toBeNull();
  expect(document.cookie).toContain(`${SIGNED_OUT_REASON_COOKIE}=signed-in-elsewhere`);
});

test('an unknown reason shows nothing', async () => {
  setReasonCookie('something-else');
  renderWithProviders(<p>landing</p>, { path: '/', signedInHint: false });
  await screen.findByText('landing');
  expect(screen.queryByText('Signed out')).toBeNull();
});
