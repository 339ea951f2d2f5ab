import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium.ts';
import { median } from '../lib/stats.ts';

/** The Lighthouse figures the issue tracks for one page load. */
export interface LighthouseRun {
  performance: number;
  bestPractices: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes over the wire for scripts (compressed as served). */
  scriptTransferBytes: number;
  /** Console errors Lighthouse saw (the Best practices "errors-in-console" audit). */
  consoleErrors: string[];
  /** The element Lighthouse took as the largest paint ("h1.text-2xl …"), and where its time went. */
  lcpElement: string;
  lcpPhases: { phase: string; ms: number }[];
  /** The longest main-thread tasks (over 50 ms), longest first: the script they ran in and their length. */
  longTasks: { url: string; ms: number }[];
}

type AuditTable = { type?: string; items?: Record<string, unknown>[] };

/** The LCP element audit's two tables: the element (its label and markup) and the four phases of its time. */
function readLcpElement(details: unknown): Pick<LighthouseRun, 'lcpElement' | 'lcpPhases'> {
  const tables = ((details as { items?: AuditTable[] } | undefined)?.items ?? []) as AuditTable[];
  const node = tables[0]?.items?.[0]?.node as { nodeLabel?: string; snippet?: string } | undefined;
  const label = node?.nodeLabel?.replace(/\s+/g, ' ').slice(0, 60);
  const lcpElement = node ? `${node.snippet?.slice(0, 80) ?? ''}${label ? ` "${label}"` : ''}` : 'none';
  const lcpPhases = (tables[1]?.items ?? []).map((item) => ({
    phase: String(item.phase),
    ms: Number(item.timing),
  }));
  return { lcpElement, lcpPhases };
}

/** The long-tasks audit's rows, the three longest, with the origin cut from same-site script addresses. */
function readLongTasks(details: unknown, origin: string): LighthouseRun['longTasks'] {
  const items = ((details as AuditTable | undefined)?.items ?? []) as { url?: string; duration?: number }[];
  return items
    .map((item) => ({ url: (item.url ?? 'unattributable').replace(origin, ''), ms: Number(item.duration) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3);
}

// The browser tests' Chromium (tests/chromium.ts), headless.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

function score(value: number | null | undefined): number {
  return Math.round((value ?? 0) * 100);
}

/** A cookie the browser holds before the page loads (a signed-in session), as the server set it. */
export interface PresetCookie {
  name: string;
  value: string;
}

/**
 * Puts the cookies in the browser's jar through the DevTools protocol, as a sign-in would have: the page sees them in
 * document.cookie too (an `extraHeaders` Cookie header would reach the server only). Lighthouse's storage reset
 * leaves cookies alone, so the cache is cold and the session is there.
 */
async function presetCookies(port: number, url: string, cookies: PresetCookie[]): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the Chromium under Lighthouse has no default context');
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: new URL(url).origin })));
  } finally {
    await browser.close();
  }
}

/**
 * A first visit before the measured one (the repeat-visit mode): opens the page, waits until its service worker is
 * active (it precaches the app: decision 042), and opens it once more so the worker controls it.
 */
async function visitFirst(port: number, url: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the Chromium under Lighthouse has no default context');
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const isActive = await page.evaluate(async () => {
      const registration = await Promise.race([
        navigator.serviceWorker.ready,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 30_000)),
      ]);
      return !!registration?.active;
    });
    if (!isActive) throw new Error(`no service worker became active on ${url}`);
    await page.reload({ waitUntil: 'networkidle' });
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * One Lighthouse run (default config: mobile emulation, simulated slow 4G) in a fresh Chromium with an empty cache;
 * `cookies` (a signed-in session) are set before the page loads. With `repeatVisit`, the page is visited first and
 * Lighthouse keeps what that visit stored (HTTP cache, service worker, IndexedDB): a repeat visit's figures.
 */
export async function runLighthouse(
  url: string,
  cookies: PresetCookie[] = [],
  options: { repeatVisit?: boolean } = {},
): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (cookies.length) await presetCookies(chrome.port, url, cookies);
    if (options.repeatVisit) await visitFirst(chrome.port, url);
    const result = await lighthouse(url, {
      port: chrome.port,
      disableStorageReset: options.repeatVisit === true,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'best-practices', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const scripts = (
      lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
    )?.items?.find((item) => item.resourceType === 'script');
    const consoleItems =
      (lhr.audits['errors-in-console']?.details as { items?: { description?: string }[] })?.items ?? [];
    return {
      performance: score(lhr.categories.performance?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      scriptTransferBytes: scripts?.transferSize ?? 0,
      consoleErrors: consoleItems.map((item) => item.description ?? 'console error'),
      ...readLcpElement(lhr.audits['largest-contentful-paint-element']?.details),
      longTasks: readLongTasks(lhr.audits['long-tasks']?.details, new URL(url).origin),
    };
  } finally {
    chrome.kill();
  }
}

/** The median of each figure over several runs of one page; the LCP element and long tasks of the median-LCP run. */
export function summariseRuns(runs: LighthouseRun[]): LighthouseRun {
  const mid = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  const byLcp = [...runs].sort((a, b) => a.lcpMs - b.lcpMs);
  const middle = byLcp[Math.floor((byLcp.length - 1) / 2)]!;
  return {
    lcpElement: middle.lcpElement,
    lcpPhases: middle.lcpPhases,
    longTasks: middle.longTasks,
    performance: mid((r) => r.performance),
    bestPractices: mid((r) => r.bestPractices),
    accessibility: mid((r) => r.accessibility),
    fcpMs: mid((r) => r.fcpMs),
    lcpMs: mid((r) => r.lcpMs),
    tbtMs: mid((r) => r.tbtMs),
    cls: mid((r) => r.cls),
    scriptTransferBytes: mid((r) => r.scriptTransferBytes),
    consoleErrors: [...new Set(runs.flatMap((r) => r.consoleErrors))],
  };
}

/** Milliseconds as seconds with two decimals, as Lighthouse shows them. */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
