import { randomBytes } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';

/** The administrator the e2e server is started with (scripts/e2e-server.mjs). */
export const ADMIN = { email: 'admin@aquasurvey.local', password: 'E2e-Admin-Password-1' };

/** A user made for one test through the test-support route. */
export interface TestUser {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Folder for screenshots a person looks at. */
export const SHOTS_DIR = 'tests/e2e/.artifacts/screenshots';

export const test = base.extend<{ user: TestUser }>({
  user: async ({ request }, use) => {
    const suffix = randomBytes(4).toString('hex');
    const user = {
      username: `rep_${suffix}`,
      email: `rep_${suffix}@example.com`,
      password: 'Field-Rep-Password-9',
      firstName: 'Riley',
      lastName: `Rep${suffix.slice(0, 3)}`,
    };
    const res = await request.post('/api/test-support/users', { data: user });
    expect(res.status(), await res.text()).toBe(201);
    await use(user);
  },
});
export { expect };

/** Signs in through the landing page's dialog, the way a person does. */
export async function signIn(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/?signin=1');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/username or email/i).fill(login);
  await dialog.getByLabel(/^password/i).fill(password);
  await dialog.getByRole('button', { name: /^sign in$/i }).click();
  await expect(dialog).toBeHidden();
}
