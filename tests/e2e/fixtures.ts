import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';

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

/** A real 8x8 PNG, base64: the server checks photo bytes, so tests upload an actual image. */
export const PNG_8X8_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPgi6/EihiGlgQAXVI5gUgyGaMAAAAASUVORK5CYII=';

/** Picks `option` in the Radix select labelled `label` (its list opens in a portal, so the option is on the page). */
export async function chooseOption(
  page: Page,
  scope: ReturnType<Page['getByRole']> | Page,
  label: string,
  option: string,
): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Records the page's notice (toast) that contains `text` in sessionStorage, which outlives a redirect: a notice shown
 * for 500 ms before a navigation can come and go between two polls of a loaded machine.
 * Read it back with `seenNotice(page)`.
 */
export async function watchNotice(page: Page, text: string): Promise<void> {
  await page.addInitScript((wanted) => {
    new MutationObserver(() => {
      const notice = [...document.querySelectorAll('[role="status"]')].find((n) =>
        n.textContent?.includes(wanted),
      );
      if (notice) sessionStorage.setItem('e2e-notice', notice.textContent ?? '');
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, text);
}

export function seenNotice(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem('e2e-notice'));
}

/** Signs in through the landing page's dialog, the way a person does. */
export async function signIn(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/?signin=1');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/username or email/i).fill(login);
  await dialog.getByLabel(/^password/i).fill(password);
  await dialog.getByRole('button', { name: /^sign in$/i }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The start of a browser test of the signed-in app: its time limit when it is a long one, a desktop window 900 px
 * high, and the test's user signed in.
 */
export async function signInAtDesk(
  page: Page,
  user: TestUser,
  { timeout, width }: { timeout?: number; width: number },
): Promise<void> {
  if (timeout !== undefined) test.setTimeout(timeout);
  await page.setViewportSize({ width, height: 900 });
  await signIn(page, user.username, user.password);
}

// The e2e server has no SMTP_URL, so its mail goes to the outbox of its data folder (scripts/e2e-server.mjs).
const OUTBOX = `.tmp/e2e-data-${process.env.E2E_PORT ?? '5100'}/outbox`;

/** The first link matching `pattern` in the newest outbox message to `email` sent since `after` (other tests write there too), waiting for it. */
export async function readOutboxLink(email: string, after: number, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(OUTBOX).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
        for (const name of names.sort().reverse()) {
          const mail = await simpleParser(await readFile(path.join(OUTBOX, name)));
          const to = mail.to && 'text' in mail.to ? mail.to.text : '';
          if (to !== email || (mail.date?.getTime() ?? 0) < after - 1000) continue;
          link = mail.text?.match(pattern)?.[0];
          return !!link;
        }
        return false;
      },
      { message: `an e-mail to ${email} in ${OUTBOX}` },
    )
    .toBe(true);
  return link!;
}
