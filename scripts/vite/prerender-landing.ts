import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { PAGE_FRAMES_FILE, type PageFrames } from '../../shared/page-modules.ts';
import { afterClientBuild } from './after-client-build.ts';

/** The module that renders the landing page (client/prerender.tsx) and the page it is written into. */
const ENTRY = 'client/prerender.tsx';
const LANDING_FILE = 'landing.html';

const ROOT_DIV = '<div id="root"></div>';

/** Puts the rendered markup into the built index.html's empty #root. */
export function injectIntoShell(shell: string, markup: string): string {
  if (!shell.includes(ROOT_DIV)) throw new Error(`index.html has no ${ROOT_DIV} to prerender into`);
  return shell.replace(ROOT_DIV, `<div id="root">${markup}</div>`);
}

async function renderMarkup(root: string): Promise<{ landing: string; frames: PageFrames }> {
  const outDir = path.join(root, 'node_modules', '.cache', 'aqs-prerender');
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      ssr: ENTRY,
      outDir,
      emptyOutDir: true,
      // One file: the lazy sections resolve from it too, without chunks importing the entry back.
      rollupOptions: { output: { entryFileNames: 'prerender.mjs', codeSplitting: false } },
    },
  });
  try {
    const file = pathToFileURL(path.join(outDir, 'prerender.mjs')).href;
    const module = (await import(`${file}?build=${Date.now()}`)) as {
      renderLanding: () => Promise<string>;
      renderPageFrames: () => PageFrames;
    };
    return { landing: await module.renderLanding(), frames: module.renderPageFrames() };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * Vite plugin: after the client build, renders the landing route on the server side (React renderToString of the
 * app at "/" signed out) and writes landing.html, which the server answers "/" with for signed-out browsers; and the
 * frame of each signed-in page (decision 039), which the server puts in a signed-in page's #root.
 */
export function prerenderLandingPlugin(): Plugin {
  return afterClientBuild('aqs-prerender-landing', async (outDir, config) => {
    const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const { landing, frames } = await renderMarkup(config.root);
    await writeFile(path.join(outDir, LANDING_FILE), injectIntoShell(shell, landing));
    await mkdir(path.join(outDir, PAGE_FRAMES_FILE[0]), { recursive: true });
    await writeFile(path.join(outDir, ...PAGE_FRAMES_FILE), `${JSON.stringify(frames)}\n`);
    config.logger.info(
      `prerendered ${LANDING_FILE} (${landing.length} characters of markup) and ${Object.keys(frames.byPath).length} page frames`,
    );
  });
}
