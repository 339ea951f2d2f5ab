// npm run bench:offline-storage: how much the device keeps for reading offline (docs/decisions/042) for a rep with 50
// surveys. Builds what `npm start` serves, starts it on a fresh PGlite folder with the demo data, adds surveys through
// the API until the demo rep has 50 (each with a tower, a boiler and a closed loop, a water test and observations),
// then opens My Surveys (every page of it) and each survey's wizard and report in Chromium signed in as the rep, and
// reads the app's IndexedDB: rows and bytes per store, and the browser's own usage estimate. Figures only.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { runBenchEntry } from './lib/cleanup.ts';
import { ROOT } from './lib/config.ts';
import { printHeading, printNote, printTable } from './lib/report.ts';
import { kib } from './lib/stats.ts';
import { startProductionServer } from './lighthouse/server.ts';
import { seedDemo, signIn } from './lighthouse/signed-in.ts';

const SURVEYS = 50;

async function main(): Promise<void> {
  printHeading(`The device's copy for reading offline: a rep with ${SURVEYS} surveys`);
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const server = await startProductionServer();
  try {
    const password = randomBytes(12).toString('base64url');
    seedDemo(server, password);
    const cookies = await signIn(server, password);
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${server.origin}${path}`, {
        method,
        headers: { cookie, origin: server.origin, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
      return res.status === 204 ? null : ((await res.json()) as { id: number });
    };
    const existing = (
      (await (await fetch(`${server.origin}/api/surveys?limit=100`, { headers: { cookie } })).json()) as {
        id: number;
      }[]
    ).length;
    for (let n = existing; n < SURVEYS; n++) {
      const survey = (await call('POST', '/api/surveys', {
        facilityName: `Facility ${n + 1}`,
        facilityAddress: `${100 + n} Industrial Pkwy, Springfield, IL 62701`,
        industryType: 'manufacturing',
        contactName: 'Pat Lee',
        contactEmail: 'pat.lee@example.com',
      }))!;
      await call('POST', '/api/equipment', {
        surveyId: survey.id,
        type: 'cooling-tower',
        name: 'Tower 1',
        location: 'Roof',
        capacity: 500,
        capacityUnit: 'tons',
        flowRate: 1500,
        bleedSetpoint: '1500',
      });
      await call('POST', '/api/equipment', {
        surveyId: survey.id,
        type: 'boiler',
        name: 'Boiler 1',
        fuelType: 'natural-gas',
      });
      await call('POST', '/api/equipment', {
        surveyId: survey.id,
        type: 'closed-loop',
        totalWaterVolume: 5000,
      });
      await call('POST', '/api/water-quality', {
        surveyId: survey.id,
        ph: 7.8,
        conductivity: 300,
        hardness: 120,
      });
      await call('POST', '/api/observations', {
        surveyId: survey.id,
        systemObservations: 'Light scale on the tower fill; the boiler blowdown valve sticks.',
        followUpTasks: 'Send the proposal',
      });
    }
    const surveys = (await (
      await fetch(`${server.origin}/api/surveys?limit=100`, { headers: { cookie } })
    ).json()) as {
      id: number;
    }[];

    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addCookies(cookies.map((c) => ({ ...c, url: server.origin })));
      const page = await context.newPage();
      await page.goto(`${server.origin}/surveys`, { waitUntil: 'networkidle' });
      for (const { id } of surveys) {
        await page.goto(`${server.origin}/edit-survey/${id}`, { waitUntil: 'networkidle' });
        await page.goto(`${server.origin}/survey-report/${id}`, { waitUntil: 'networkidle' });
      }
      await page.goto(`${server.origin}/proposals`, { waitUntil: 'networkidle' });
      const figures = await page.evaluate(async () => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open('aquasurvey-offline');
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        const stores: { name: string; rows: number; bytes: number }[] = [];
        for (const name of Array.from(db.objectStoreNames)) {
          const values = await new Promise<unknown[]>((resolve, reject) => {
            const request = db.transaction(name).objectStore(name).getAll();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
          const bytes = values.reduce<number>(
            (sum, value) => sum + new Blob([JSON.stringify(value) ?? '']).size,
            0,
          );
          stores.push({ name, rows: values.length, bytes });
        }
        const estimate = await navigator.storage.estimate();
        return { stores, usage: estimate.usage ?? 0 };
      });
      printTable(
        ['store', 'rows', 'size (JSON)'],
        figures.stores.map((store) => [store.name, String(store.rows), kib(store.bytes)]),
      );
      printNote(
        `${surveys.length} surveys, each opened in the wizard and the report, plus My Surveys and Proposals; the ` +
          `browser's estimate of the origin's storage (IndexedDB, caches): ${kib(figures.usage)}`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    server.stop();
  }
}

runBenchEntry(main);
