import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { SIGNED_IN_FRAME_MODULES, USER_PAGE_MODULES } from '#shared/page-modules.ts';
import { clientPathsFor } from '#shared/routes.ts';

// The server preloads these modules for a signed-in page: a table that drifted from the client's lazy imports would
// preload code the page never runs, and the page would wait for its own again.

const SIGNED_IN_ROUTES = readFileSync('client/app/signed-in-routes.tsx', 'utf8');

test("every page module is one the signed-in route table imports lazily, under the user's route", () => {
  for (const [route, module] of Object.entries(USER_PAGE_MODULES)) {
    expect(existsSync(module), module).toBe(true);
    expect(SIGNED_IN_ROUTES, `${route}: ${module}`).toContain(`import('#${module}')`);
    expect(clientPathsFor('user')).toContain(route);
  }
  for (const module of SIGNED_IN_FRAME_MODULES) expect(existsSync(module), module).toBe(true);
  expect(SIGNED_IN_ROUTES).toContain(`import('#${SIGNED_IN_FRAME_MODULES[1]}')`);
  expect(readFileSync('client/app/routes.tsx', 'utf8')).toContain("import('./signed-in-routes.tsx')");
});
