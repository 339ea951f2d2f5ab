// What a signed-in page's first paint must not carry (docs/decisions/039-fast-signed-in-pages.md), read from the
// sources' static imports: the build puts each of them in the page's first-paint chunks, so a static import of a
// lazy part (a plain `import { ServicePlanCard } from './service-plan-card.tsx'` instead of the lazy one) fails here.
// The bytes themselves: `npm run build && npm run bench:first-paint`.
import { expect, test } from 'vitest';
import { SIGNED_IN_FRAME_MODULES, USER_PAGE_MODULES } from '#shared/page-modules.ts';
import { staticImportClosure } from './import-graph.ts';

const GENERATOR = USER_PAGE_MODULES['/proposal-generator']!;
const PARTS = 'client/features/proposals/components/generator';

function firstPaint(...modules: string[]): string[] {
  return [...staticImportClosure(...SIGNED_IN_FRAME_MODULES, ...modules)];
}

function expectNone(loaded: string[], absent: string[]) {
  for (const name of absent) expect(loaded, name).not.toContain(name);
}

/** Radix parts with popups (their popper, floating-ui, focus trap and scroll lock come with them). */
const POPUPS = ['@radix-ui/react-dialog', '@radix-ui/react-alert-dialog', '@radix-ui/react-select'];

test('the generator draws its first screen without the engines of its later parts, zod, or Radix popups', () => {
  const loaded = firstPaint(GENERATOR);
  // The page and its workspace are there (the closure is read, not empty).
  expect(loaded).toContain(`${PARTS}/generator-workspace.tsx`);
  expect(loaded).toContain('react');
  expectNone(
    loaded,
    [
      'chemical-program-card.tsx',
      'product-picker.tsx',
      'systems-picker.tsx',
      'price-book-bar.tsx',
      'service-plan-card.tsx',
      'proposal-writing-card.tsx',
      'rfp-card.tsx',
      'rfp-analysis-panel.tsx',
      'show-the-math.tsx',
      'cycles-what-if.tsx',
      'water-limits-what-if.tsx',
      'what-if-chart.tsx',
    ].map((part) => `${PARTS}/${part}`),
  );
  expectNone(loaded, [
    'client/features/proposals/components/send-proposal-dialog.tsx',
    'zod',
    '@radix-ui/react-popover',
    ...POPUPS,
  ]);
});

test('the frame of every signed-in page carries no dialog, menu, select or zod until one is opened', () => {
  const loaded = firstPaint();
  expect(loaded).toContain('client/features/offline/offline-status.tsx');
  expectNone(loaded, ['zod', '@radix-ui/react-dropdown-menu', ...POPUPS]);
});

test('the dashboard, the lists and the report load no zod on their first paint', () => {
  for (const route of ['/', '/surveys', '/survey-report/:id', '/proposals', '/follow-ups'] as const) {
    expect(firstPaint(USER_PAGE_MODULES[route]!), route).not.toContain('zod');
  }
});

test('the proposal page draws without zod or the Send dialog: they load after it', () => {
  const loaded = firstPaint(USER_PAGE_MODULES['/proposals/:id']!);
  expect(loaded).toContain('client/features/proposals/components/detail/sharing-card.tsx');
  expectNone(loaded, [
    'client/features/proposals/components/send-proposal-dialog.tsx',
    'zod',
    '@radix-ui/react-checkbox',
    ...POPUPS,
  ]);
});

test('Settings draws the profile first: the other sections, their selects and dialogs load after it', () => {
  const loaded = firstPaint(USER_PAGE_MODULES['/settings']!);
  expect(loaded).toContain('client/features/settings/profile-section.tsx');
  expectNone(loaded, [
    'client/features/settings/company-section.tsx',
    'client/features/settings/price-book/price-book-section.tsx',
    'client/features/settings/water-ranges-section.tsx',
    'client/features/settings/user-management-section.tsx',
    ...POPUPS,
  ]);
});
