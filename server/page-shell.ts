import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '#shared/html.ts';
import { pageDataUrls } from '#shared/page-data.ts';
import {
  PAGE_FRAMES_FILE,
  type PageFrames,
  SESSION_USER_ELEMENT_ID,
  SIGNED_IN_FRAME_MODULES,
  USER_PAGE_MODULES,
} from '#shared/page-modules.ts';
import type { ClientPath } from '#shared/routes.ts';
import type { PublicUser } from '#shared/schemas/auth.ts';

// A signed-in page's HTML carries what the page needs first (docs/decisions/039-fast-signed-in-pages.md): the
// signed-in user (GET /api/user's answer, so the app draws without asking) and `<link rel="modulepreload">` for the
// route tables, the app shell and the opened page's chunks with their imports, so they load in parallel with the
// entry instead of one lazy import after another. They ask for low priority: the entry and the framework chunk that
// index.html loads come first (at the same priority they took the bandwidth the first paint needs, and the first
// paint came later; Lighthouse showed FCP 2.6 to 3.6 s with high, about 1.8 s with low). The page's first API answers
// are preloaded too (`as="fetch"`, credentials included, as the client's `getJson` asks: shared/page-data.ts), so the
// server works on them while the code downloads instead of after it has run.
// A regular user's page also carries its frame in #root, rendered at build (client/app/signed-in-frame.tsx):
// the bar and the page header with its placeholders, painted before any script runs, so the largest text of the
// first screen is drawn at the first paint. The frames hold no user data; the dashboard's greeting gets the user's
// first name here, HTML-escaped.

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json), keyed by source path. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The client's shell, made for a signed-in request. */
export interface PageShell {
  /** `url` is the request's path and query (the page's ids are read from it). */
  signedIn(route: ClientPath | null, user: PublicUser, url: string): string;
}

const ROOT_DIV = '<div id="root"></div>';

function readPageFrames(clientDir: string): PageFrames | null {
  const file = path.join(clientDir, ...PAGE_FRAMES_FILE);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as PageFrames;
}

/** The frame of a regular user's page, or '' (no frame for that page, or a build without frames). */
function pageFrame(frames: PageFrames | null, route: ClientPath, user: PublicUser): string {
  if (!frames) return '';
  // The dashboard's page trims the name and greets without one when it is empty, as the frame does.
  const firstName = route === '/' ? user.firstName?.trim() : undefined;
  if (firstName) return frames.dashboardNamed.split(frames.firstNameSlot).join(escapeHtml(firstName));
  return frames.byPath[route] ?? '';
}

function readManifest(clientDir: string): Record<string, ManifestChunk> {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
}

/** `<link rel="preload" as="fetch">` for the page's first API answers (a regular user's page only). */
function dataPreloadLinks(route: ClientPath, url: string): string {
  const { pathname, search } = new URL(url, 'http://page.invalid');
  return pageDataUrls(route, pathname, search)
    .map(
      (href) =>
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href.replace(/&/g, '&amp;')}">`,
    )
    .join('');
}

/** Reads the built shell and manifest once; a build without a manifest gets the user but no preloads. */
export function loadPageShell(clientDir: string): PageShell {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const manifest = readManifest(clientDir);
  const frames = readPageFrames(clientDir);
  // What index.html already loads or preloads (the entry and its imports).
  const inShell = new Set([...html.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((match) => match[1]!));
  const addChunk = (key: string, files: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) addChunk(imported, files);
  };
  const preloads = new Map<string, string>();
  const preloadLinks = (modules: string[]) => {
    const key = modules.join(',');
    let links = preloads.get(key);
    if (links === undefined) {
      const files = new Set<string>();
      for (const module of modules) addChunk(module, files);
      links = [...files]
        .filter((file) => !inShell.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
        .join('');
      preloads.set(key, links);
    }
    return links;
  };
  return {
    signedIn(route, user, url) {
      const page = route && !user.isAdmin ? USER_PAGE_MODULES[route] : undefined;
      const links = preloadLinks(page ? [...SIGNED_IN_FRAME_MODULES, page] : SIGNED_IN_FRAME_MODULES);
      const dataLinks = page && route ? dataPreloadLinks(route, url) : '';
      // `<` escaped: the JSON can never close the script element it sits in.
      const json = JSON.stringify(user).replace(/</g, '\\u003c');
      const data = `<script type="application/json" id="${SESSION_USER_ELEMENT_ID}">${json}</script>`;
      const frame = page && route ? pageFrame(frames, route, user) : '';
      // Functions, so a `$&` or `$'` in the user's own name is text, not a replacement pattern.
      return html
        .replace('</head>', () => `${dataLinks}${links}${data}</head>`)
        .replace(ROOT_DIV, () => `<div id="root">${frame}</div>`);
    },
  };
}

/**
 * Sends a signed-in page: per user, so private and varying on the cookie; compressed here (the shell on disk is
 * precompressed, this copy is made per request): brotli at a fast level, else gzip, else as it is.
 */
export function sendSignedInPage(request: FastifyRequest, reply: FastifyReply, html: string, status: number) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply
    .status(status)
    .header('Cache-Control', 'private, no-cache')
    .header('Vary', 'Cookie, Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepts)) {
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('Content-Encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}
