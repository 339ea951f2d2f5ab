import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium.ts';

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
}

// The browser tests' Chromium (tests/chromium.ts), headless.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

function score(value: number | null | undefined): number {
  return Math.round((value ?? 0) * 100);
}

/** One Lighthouse run (default config: mobile emulation, simulated slow 4G) in a fresh Chromium with an empty cache. */
export async function runLighthouse(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
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
    };
  } finally {
    chrome.kill();
  }
}
