import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { chooseOption, expect, PNG_8X8_BASE64, SHOTS_DIR, signIn, test } from './fixtures.ts';

// Offline field capture (issue 23, docs/decisions/042-offline-field-capture.md): the service worker serves the app
// shell without a connection, IndexedDB keeps the rep's data and the outbox, and the outbox replays once.
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

const PNG = Buffer.from(PNG_8X8_BASE64, 'base64');

/** Signs in and waits until the service worker controls the page (it precached the app shell). */
async function signInWithServiceWorker(page: Page, login: string, password: string) {
  await signIn(page, login, password);
  await expect(page.getByRole('heading', { name: /dashboard/i }).first()).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The offline banner's code loaded and kept the signed-in user on the device.
  await expect.poll(() => offlineStore(page, 'reads', '/api/user')).toBe(1);
}

/** Step 1 offline: the survey is created on the device and its local (negative) id goes into the URL. */
async function createSurveyOffline(page: Page, facility: string): Promise<string> {
  await page.goto('/new-survey');
  await expect(page.getByRole('heading', { name: 'New Facility Survey' })).toBeVisible();
  await page.getByLabel('Facility Name').fill(facility);
  await chooseOption(page, page, 'Industry Type', 'Healthcare');
  await page.getByLabel('Facility Address').fill('100 River Rd, Springfield, IL 62701');
  await page.getByLabel('Contact Name').fill('Dana Reyes');
  await page.getByRole('button', { name: /Save & Continue/ }).click();
  await expect(page).toHaveURL(/\/edit-survey\/-\d+$/);
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop()!;
}

async function addEquipment(
  page: Page,
  type: string,
  name: string,
  extra: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: 'Add Equipment' }).first().click();
  const dialog = page.getByRole('dialog');
  await chooseOption(page, dialog, 'System Type', type);
  await dialog.getByLabel('Name (optional)').fill(name);
  await extra(dialog);
  await dialog.getByRole('button', { name: 'Add Equipment' }).click();
  await expect(page.getByText('Equipment added successfully!').first()).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Edit Equipment' })).toBeVisible();
  return dialog;
}

async function closeDialog(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** Rows on the server (through the API, with the page's session): the survey and everything under it. */
async function serverRows(request: APIRequestContext, facility: string) {
  const surveys = (await (await request.get('/api/surveys?limit=100')).json()) as {
    id: number;
    facilityName: string;
  }[];
  const mine = surveys.filter((s) => s.facilityName === facility);
  if (mine.length !== 1) return { surveys: mine.length };
  const surveyId = mine[0]!.id;
  const equipment = (await (await request.get(`/api/equipment/survey/${surveyId}`)).json()) as {
    id: number;
    name: string;
  }[];
  const photos: number[] = [];
  const chemicals: number[] = [];
  for (const item of equipment) {
    photos.push(((await (await request.get(`/api/equipment/${item.id}/photos`)).json()) as unknown[]).length);
    chemicals.push(
      ((await (await request.get(`/api/current-chemicals/equipment/${item.id}`)).json()) as unknown[]).length,
    );
  }
  const water = (await (await request.get(`/api/water-quality/survey/${surveyId}`)).json()) as {
    ph: number;
  } | null;
  const observations = (await (await request.get(`/api/observations/survey/${surveyId}`)).json()) as {
    systemObservations: string;
  } | null;
  return {
    surveys: 1,
    surveyId,
    equipment: equipment.map((e) => e.name).sort(),
    photos: photos.reduce((a, b) => a + b, 0),
    chemicals: chemicals.reduce((a, b) => a + b, 0),
    ph: water?.ph ?? null,
    observations: observations?.systemObservations ?? null,
  };
}

/**
 * Counts the app's IndexedDB rows in `store` (under `key` when given) through the page; -1 while the app has not made
 * its database yet (it is never opened before the app has made it: that would make an empty one).
 */
function offlineStore(page: Page, store: 'outbox' | 'reads', key?: string): Promise<number> {
  return page.evaluate(
    async ({ store, key }) => {
      const names = (await indexedDB.databases()).map((db) => db.name);
      if (!names.includes('aquasurvey-offline')) return -1;
      return new Promise<number>((resolve) => {
        const open = indexedDB.open('aquasurvey-offline');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) return resolve(-1);
          const count = db.transaction(store).objectStore(store).count(key);
          count.onsuccess = () => {
            resolve(count.result);
            db.close();
          };
          count.onerror = () => resolve(-1);
        };
        open.onerror = () => resolve(-1);
      });
    },
    { store, key },
  );
}

/** The outbox is empty and the banner says nothing waits. */
async function waitUntilSynced(page: Page) {
  await expect.poll(() => offlineStore(page, 'outbox'), { timeout: 30_000 }).toBe(0);
  await expect(page.getByTestId('pending-sync-button')).toHaveCount(0);
}

/** Counts the writes that reach the network (from every page of the context). */
function countWrites(context: BrowserContext) {
  const counts = new Map<string, number>();
  context.on('request', (request) => {
    if (request.method() === 'GET') return;
    const path = new URL(request.url()).pathname.replace(/\/\d+/g, '/:id');
    counts.set(`${request.method()} ${path}`, (counts.get(`${request.method()} ${path}`) ?? 0) + 1);
  });
  return counts;
}

test.describe('offline field capture', () => {
  test('a survey made offline with two systems, a photo, a water test and observations reaches the server once', async ({
    page,
    context,
    user,
  }, testInfo) => {
    test.setTimeout(180_000);
    const facility = `Basement Plant ${testInfo.workerIndex}-${Date.now()}`;
    await signInWithServiceWorker(page, user.username, user.password);
    const writes = countWrites(context);

    await context.setOffline(true);
    const localId = await createSurveyOffline(page, facility);
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toContainText('You are offline.');

    const tower = await addEquipment(page, 'Cooling Tower', 'CT-1 North Tower', async (dialog) => {
      await dialog.getByLabel('Bleed Setpoint (µS/cm)').fill('2400');
      await dialog.getByLabel('Chemical Name').fill('Phosphonate blend');
      await dialog.getByRole('button', { name: 'Add Chemical' }).click();
    });
    await tower.getByLabel('Photo Description (optional)').fill('Basin, north side');
    await tower
      .getByTestId('photo-input')
      .setInputFiles({ name: 'basin.png', mimeType: 'image/png', buffer: PNG });
    await expect(tower.getByTestId('photo-queued')).toBeVisible();
    const thumbnail = tower.getByRole('img', { name: 'Basin, north side' });
    await expect(thumbnail).toBeVisible();
    // The queued photo shows from the thumbnail kept on the device (the 8x8 photo stays 8x8).
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(8);
    await page.screenshot({ path: `${SHOTS_DIR}/offline-photo-queued-phone.png` });
    await closeDialog(page);
    await addEquipment(page, 'Boiler', 'B-1 Steam Boiler', async () => {});
    await closeDialog(page);
    await expect(page.getByTestId('equipment-card')).toHaveCount(2);
    await page.getByRole('button', { name: /^Continue/ }).click();

    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await page.getByLabel('pH').fill('7.8');
    await page.getByLabel('Conductivity (µS/cm)').fill('850');
    await expect(page.getByTestId('save-status')).toHaveText('Saved on this device', { timeout: 10_000 });
    await page.screenshot({ path: `${SHOTS_DIR}/offline-saved-on-device-phone.png` });
    await page.getByRole('button', { name: /Save & Continue/ }).click();
    await expect(page.getByText('Step 4 of 4')).toBeVisible();
    await page.getByLabel('System Observations').fill('Light scale on the tower fill.');
    await expect(page.getByTestId('save-status')).toHaveText('Saved on this device', { timeout: 10_000 });

    await expect(page.getByText('Water quality data saved successfully!')).toBeHidden({ timeout: 15_000 });
    const pending = page.getByTestId('pending-sync-button');
    await expect(pending).toHaveText(/\d+ changes waiting to sync/);
    await page.screenshot({ path: `${SHOTS_DIR}/offline-banner-phone.png` });
    await pending.click();
    const list = page.getByTestId('pending-list');
    await expect(list.getByTestId('pending-item').first()).toContainText(`Survey "${facility}"`);
    await expect(list).toContainText('Equipment "CT-1 North Tower"');
    await expect(list).toContainText('Photo "basin.png"');
    await expect(page.getByRole('button', { name: 'Sync now' })).toBeDisabled();
    await page.screenshot({ path: `${SHOTS_DIR}/offline-pending-list-phone.png` });
    await page.keyboard.press('Escape');

    // Nothing left the device while offline.
    expect([...writes.keys()]).toEqual([]);

    // A reload without a connection: the app shell from the service worker, the survey from IndexedDB.
    await page.reload();
    await expect(page.getByLabel('System Observations')).toHaveValue('Light scale on the tower fill.');
    await page.goto(`/survey-report/${localId}`);
    await expect(page.getByRole('heading', { name: facility }).first()).toBeVisible();
    for (const text of ['CT-1 North Tower', 'B-1 Steam Boiler', 'Phosphonate blend']) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
    // The calculations run on the device: cycles = bleed 2400 ÷ conductivity 850.
    await expect(page.getByTestId('report-cycles-value')).toHaveText('2.82');

    // Back online: the outbox replays by itself.
    const onlineAt = Date.now();
    await context.setOffline(false);
    await waitUntilSynced(page);
    testInfo.annotations.push({
      type: 'measured',
      description: `online → last write acknowledged: ${Date.now() - onlineAt} ms`,
    });
    console.log(`[measured] online to last queued write acknowledged: ${Date.now() - onlineAt} ms`);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    expect(await serverRows(page.request, facility)).toMatchObject({
      surveys: 1,
      equipment: ['B-1 Steam Boiler', 'CT-1 North Tower'],
      photos: 1,
      chemicals: 1,
      ph: 7.8,
      observations: 'Light scale on the tower fill.',
    });
    expect(writes.get('POST /api/surveys')).toBe(1);
    expect(writes.get('POST /api/equipment')).toBe(2);
    expect(writes.get('POST /api/equipment/:id/photos')).toBe(1);
  });

  test('closing the page in the middle of a sync loses nothing and duplicates nothing', async ({
    page,
    context,
    user,
  }, testInfo) => {
    test.setTimeout(120_000);
    const facility = `Roof Plant ${testInfo.workerIndex}-${Date.now()}`;
    await signInWithServiceWorker(page, user.username, user.password);
    await context.setOffline(true);
    await createSurveyOffline(page, facility);
    await addEquipment(page, 'Cooling Tower', 'CT-9 Roof Tower', async () => {});
    await closeDialog(page);
    await addEquipment(page, 'Boiler', 'B-9 Roof Boiler', async () => {});
    await closeDialog(page);

    // The first system's create reaches the server, but the page is closed before its answer arrives.
    let reachedServer: () => void = () => {};
    const reached = new Promise<void>((resolve) => {
      reachedServer = resolve;
    });
    let held = false;
    await context.route('**/api/equipment', async (route) => {
      if (route.request().method() !== 'POST' || held) return route.continue();
      held = true;
      const answer = await route.fetch();
      reachedServer();
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await route.fulfill({ response: answer }).catch(() => undefined);
    });
    await context.setOffline(false);
    await reached;
    await page.close();
    await context.unroute('**/api/equipment');

    const reopened = await context.newPage();
    await reopened.goto('/surveys');
    await waitUntilSynced(reopened);
    expect(await serverRows(reopened.request, facility)).toMatchObject({
      surveys: 1,
      equipment: ['B-9 Roof Boiler', 'CT-9 Roof Tower'],
    });
  });

  test('two tabs open when the connection returns: one replays', async ({
    page,
    context,
    user,
  }, testInfo) => {
    test.setTimeout(120_000);
    const facility = `Two Tab Plant ${testInfo.workerIndex}-${Date.now()}`;
    await signInWithServiceWorker(page, user.username, user.password);
    const second = await context.newPage();
    await second.goto('/surveys');
    await expect(second.getByRole('heading', { name: 'My Surveys' })).toBeVisible();

    await context.setOffline(true);
    await createSurveyOffline(page, facility);
    await addEquipment(page, 'Chiller', 'CH-2 Chiller', async () => {});
    await closeDialog(page);
    // The other tab hears of the queue (BroadcastChannel) and shows it too.
    await expect(second.getByTestId('pending-sync-button')).toHaveText('2 changes waiting to sync');

    const writes = countWrites(context);
    await context.setOffline(false);
    await waitUntilSynced(page);
    await waitUntilSynced(second);
    expect(writes.get('POST /api/surveys')).toBe(1);
    expect(writes.get('POST /api/equipment')).toBe(1);
    expect(await serverRows(page.request, facility)).toMatchObject({
      surveys: 1,
      equipment: ['CH-2 Chiller'],
    });
  });

  test('an edit made offline that also changed on another device shows "Changed on another device"', async ({
    page,
    context,
    user,
  }, testInfo) => {
    test.setTimeout(120_000);
    const facility = `Conflict Plant ${testInfo.workerIndex}-${Date.now()}`;
    await signInWithServiceWorker(page, user.username, user.password);
    const created = await page.request.post('/api/surveys', {
      data: {
        facilityName: facility,
        industryType: 'healthcare',
        facilityAddress: '1 Main St',
        contactName: 'Dana Reyes',
      },
    });
    expect(created.status()).toBe(201);
    const survey = (await created.json()) as { id: number };
    await page.goto(`/edit-survey/${survey.id}`);
    await expect(page.getByLabel('Contact Name')).toHaveValue('Dana Reyes');

    // On the roof, offline: the rep corrects the contact.
    await context.setOffline(true);
    await page.getByLabel('Contact Name').fill('Dana R. Reyes');
    await expect(page.getByTestId('save-status')).toHaveText('Saved on this device', { timeout: 10_000 });
    // Later, from the office laptop (the API directly), someone changes the same field.
    await page.waitForTimeout(50);
    const other = await page.request.put(`/api/surveys/${survey.id}`, {
      data: { contactName: 'Morgan Lee' },
    });
    expect(other.status()).toBe(200);

    await context.setOffline(false);
    await waitUntilSynced(page);
    const note = page.getByTestId('sync-conflicts-note');
    await expect(note).toContainText('Changed on another device');
    await page.screenshot({ path: `${SHOTS_DIR}/offline-conflict-note-phone.png` });
    await note.getByRole('button', { name: 'See both values' }).click();
    const conflict = page.getByRole('dialog').getByTestId('sync-conflict');
    await expect(conflict).toContainText('Contact name');
    // The later edit (the laptop's) is kept; the rep's value is shown beside it.
    await expect(conflict).toContainText('Morgan Lee');
    await expect(conflict).toContainText('Dana R. Reyes');
    await page.screenshot({ path: `${SHOTS_DIR}/offline-conflict-dialog-phone.png` });
    await conflict.getByRole('button', { name: 'Dismiss' }).click();
    await expect(conflict).toHaveCount(0);
    const remaining = (await (
      await page.request.get(`/api/sync-conflicts?surveyId=${survey.id}`)
    ).json()) as unknown[];
    expect(remaining).toEqual([]);
  });

  test('the proposal generator calculates offline and its chemical rows queue', async ({
    page,
    context,
    user,
  }, testInfo) => {
    test.setTimeout(150_000);
    await signInWithServiceWorker(page, user.username, user.password);
    const facility = `Generator Plant ${testInfo.workerIndex}-${Date.now()}`;
    const survey = (await (
      await page.request.post('/api/surveys', {
        data: { facilityName: facility, facilityAddress: '2 Dock St', industryType: 'healthcare' },
      })
    ).json()) as { id: number };
    const tower = await page.request.post('/api/equipment', {
      data: {
        surveyId: survey.id,
        type: 'cooling-tower',
        name: 'CT-5',
        capacity: 500,
        capacityUnit: 'tons',
        bleedSetpoint: '1500',
      },
    });
    expect(tower.status()).toBe(201);
    expect(
      (
        await page.request.post('/api/water-quality', { data: { surveyId: survey.id, conductivity: 300 } })
      ).ok(),
    ).toBe(true);
    expect((await page.request.put(`/api/surveys/${survey.id}`, { data: { status: 'final' } })).ok()).toBe(
      true,
    );

    // Online: the first row creates the proposal and is saved on the server.
    await page.goto(`/proposal-generator?surveyId=${survey.id}`);
    const first = page.getByTestId('chemical-row-0');
    await first.getByLabel('Chemical name').fill('Scale inhibitor');
    await first.getByRole('button', { name: /^Systems:/ }).click();
    await page.getByRole('checkbox', { name: 'CT-5 (Cooling Tower)' }).click();
    await page.keyboard.press('Escape');
    await first.getByLabel('Treatment rate').fill('2.5');
    await first.getByLabel('Unit cost').fill('3.20');
    await expect(first.getByTestId('row-save-state')).toHaveText('Saved', { timeout: 15_000 });

    // Offline: a second row is priced on the device and waits in the outbox.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add Chemical' }).click();
    const second = page.getByTestId('chemical-row-1');
    await second.getByLabel('Chemical name').fill('Biocide');
    await second.getByRole('button', { name: /^Systems:/ }).click();
    await page.getByRole('checkbox', { name: 'CT-5 (Cooling Tower)' }).click();
    await page.keyboard.press('Escape');
    await second.getByLabel('Treatment rate').fill('1');
    await second.getByLabel('Unit cost').fill('2');
    await expect(second.getByTestId('row-cost')).not.toHaveText('$0');
    await expect(second.getByTestId('row-save-state')).toHaveText('Saved on this device', {
      timeout: 15_000,
    });
    // The row's create, and its update when typing went on after the first save: one or two items.
    await expect(page.getByTestId('pending-sync-button')).toHaveText(/^[12] changes? waiting to sync$/);
    await page.screenshot({ path: `${SHOTS_DIR}/offline-generator-row-phone.png` });

    await context.setOffline(false);
    await waitUntilSynced(page);
    const proposal = (await (await page.request.get(`/api/proposals/survey/${survey.id}`)).json()) as {
      id: number;
    };
    const rows = (await (await page.request.get(`/api/chemicals/proposal/${proposal.id}`)).json()) as {
      name: string;
    }[];
    expect(rows.map((row) => row.name).sort()).toEqual(['Biocide', 'Scale inhibitor']);
  });
});
