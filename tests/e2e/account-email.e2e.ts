import { expect, readOutboxLink, SHOTS_DIR, signIn, test } from './fixtures.ts';

test.describe('changing the e-mail address', () => {
  test('asks for the current password, says to check the new inbox, and the link opened signed out changes it', async ({
    page,
    browser,
    user,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, user.username, user.password);
    await page.goto('/settings');
    const profile = page.getByRole('form', { name: 'Profile' });
    const newEmail = `moved_${user.username}@example.com`;
    await profile.getByLabel('Email').fill(newEmail);
    await expect(profile.getByLabel('Current Password')).toBeVisible();
    await profile.getByRole('button', { name: 'Save Profile' }).click();
    await expect(profile.getByText('Enter your current password to change your e-mail')).toBeVisible();
    await profile.getByLabel('Current Password').fill(user.password);
    const requestedAt = Date.now();
    await profile.getByRole('button', { name: 'Save Profile' }).click();
    await expect(profile.getByTestId('email-change-pending')).toHaveText(
      `Check your new inbox: we sent a link to ${newEmail}. Your e-mail address changes when you open it.`,
    );
    await expect(profile.getByLabel('Email')).toHaveValue(user.email);
    await page.screenshot({ path: `${SHOTS_DIR}/email-change-sent-desktop.png` });

    const link = await readOutboxLink(newEmail, requestedAt, /http\S+\/confirm-email\?token=\S+/);
    // Opened on another device, not signed in.
    const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await other.newPage();
    await phone.goto(link);
    await expect(phone.getByRole('heading', { name: 'E-mail address changed' })).toBeVisible();
    await expect(phone.getByText(`Your e-mail address is now ${newEmail}.`)).toBeVisible();
    await phone.screenshot({ path: `${SHOTS_DIR}/email-change-confirmed-phone.png` });
    await phone.goto(link);
    await expect(phone.getByRole('heading', { name: 'E-mail address not changed' })).toBeVisible();
    await other.close();

    await page.reload();
    await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('Email')).toHaveValue(newEmail);
  });
});

test('a browser signed out by a third sign-in is told why on its next page', async ({ browser, user }) => {
  // Three browsers sign in through the dialog, one after the other: three times a one-browser test's work.
  test.slow();
  const contexts = await Promise.all(
    [1, 2, 3].map(() => browser.newContext({ viewport: { width: 1280, height: 900 } })),
  );
  const [first, second, third] = await Promise.all(contexts.map((context) => context.newPage()));
  await signIn(first!, user.username, user.password);
  await signIn(second!, user.username, user.password);
  await signIn(third!, user.username, user.password);
  await first!.goto('/surveys');
  await expect(
    first!.getByText('You were signed out because your account signed in on another device.'),
  ).toBeVisible();
  await first!.screenshot({ path: `${SHOTS_DIR}/signed-out-elsewhere-desktop.png` });
  // Told once: the next page says nothing more.
  await first!.reload();
  await expect(first!.getByRole('heading').first()).toBeVisible();
  await expect(first!.getByText('signed in on another device')).toHaveCount(0);
  await Promise.all(contexts.map((context) => context.close()));
});
