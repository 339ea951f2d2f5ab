// The codemod of decision 043: moves the server from its three layers (server/routes/<x>, server/services/<area>,
// server/presenters) to one folder per resource (server/modules/<resource>/) and rewrites every import in the
// repository to match: inside one module folder imports stay relative, anything else under server/ is imported
// as `#server/...` (package.json "imports"), like the client's `#client/...`.
//
//   node scripts/move-server-modules.mjs            moves with `git mv` and rewrites imports
//   node scripts/move-server-modules.mjs --dry-run  prints the moves only
//
// It is idempotent (a second run finds nothing under the old folders), so a branch started before the move can run it
// after merging main and get the same layout. Plain-text mentions (docs, configs) are listed at the end, not edited.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dryRun = process.argv.includes('--dry-run');

/** Route folders whose module has another name, or that join another module (then their index is `<folder>-routes.ts`). */
const ROUTE_FOLDERS = {
  ai: { module: 'writing' },
  objects: { module: 'files' },
  'stripe-webhook': { module: 'payments', index: 'stripe-webhook-routes.ts' },
  'test-checkout': { module: 'payments', index: 'test-checkout-routes.ts' },
  'sync-conflicts': { module: 'sync' },
};

/** Route files beside a route folder's index that share a name with a service file of the same module. */
const ROUTE_FILE_RENAMES = {
  'server/routes/proposals/service-plan.ts': 'server/modules/proposals/service-plan-routes.ts',
  'server/routes/proposals/sharing.ts': 'server/modules/proposals/sharing-routes.ts',
};

/** Service files, by path prefix (longest first): where each lands. A folder prefix ends with '/'. */
const SERVICE_MOVES = [
  ['server/services/index.ts', 'server/adapters/index.ts'],
  ['server/services/not-found.ts', 'server/lib/not-found.ts'],
  ['server/services/mail/', 'server/adapters/mail/'],
  ['server/services/storage/', 'server/adapters/storage/'],
  ['server/services/signing/', 'server/adapters/signing/'],
  ['server/services/pdf/', 'server/lib/pdf/'],
  ['server/services/account/', 'server/modules/account/'],
  ['server/services/admin/', 'server/modules/admin/'],
  ['server/services/auth/password-reset.ts', 'server/modules/password-reset/password-reset.ts'],
  ['server/services/auth/password-reset.test.ts', 'server/modules/password-reset/reset-tokens.test.ts'],
  ['server/services/auth/', 'server/modules/auth/'],
  ['server/services/company/', 'server/modules/company/'],
  ['server/services/files/photos.ts', 'server/modules/photos/photos.ts'],
  ['server/services/files/record-photo.ts', 'server/modules/photos/record-photo.ts'],
  ['server/services/files/process-photo.ts', 'server/modules/photos/process-photo.ts'],
  ['server/services/files/process-photo.test.ts', 'server/modules/photos/process-photo.test.ts'],
  ['server/services/files/store-photo.ts', 'server/modules/photos/store-photo.ts'],
  ['server/services/files/', 'server/modules/files/'],
  ['server/services/payments/signup.ts', 'server/modules/signup/signup.ts'],
  ['server/services/payments/', 'server/modules/payments/'],
  ['server/services/price-book/templates.ts', 'server/modules/program-templates/templates.ts'],
  ['server/services/price-book/program.ts', 'server/modules/program-templates/apply-template.ts'],
  ['server/services/price-book/', 'server/modules/products/'],
  ['server/services/proposal-pdf/', 'server/modules/proposal-pdf/'],
  ['server/services/proposals/chemicals.ts', 'server/modules/chemicals/chemicals.ts'],
  ['server/services/proposals/chemical-systems.ts', 'server/modules/chemicals/chemical-systems.ts'],
  ['server/services/proposals/public-limits.ts', 'server/modules/public-proposals/public-limits.ts'],
  ['server/services/proposals/', 'server/modules/proposals/'],
  ['server/services/reports/', 'server/modules/reports/'],
  ['server/services/rfp/', 'server/modules/rfp/'],
  ['server/services/surveys/equipment.ts', 'server/modules/equipment/equipment.ts'],
  ['server/services/surveys/current-chemicals.ts', 'server/modules/current-chemicals/current-chemicals.ts'],
  ['server/services/surveys/dashboard.ts', 'server/modules/dashboard/dashboard.ts'],
  ['server/services/surveys/follow-ups.ts', 'server/modules/follow-ups/follow-ups.ts'],
  ['server/services/surveys/', 'server/modules/surveys/'],
  ['server/services/water/control-ranges.ts', 'server/modules/water-ranges/control-ranges.ts'],
  ['server/services/writing/', 'server/modules/writing/'],
  ['server/services/sync/', 'server/modules/sync/'],
  ['server/presenters/surveys.ts', 'server/modules/surveys/presenter.ts'],
  ['server/presenters/sessions.ts', 'server/modules/auth/presenter.ts'],
  ['server/presenters/payments.ts', 'server/modules/payments/presenter.ts'],
  ['server/presenters/admin-users.ts', 'server/modules/admin/presenter.ts'],
  ['server/routes/index.ts', 'server/modules/index.ts'],
];

/** Where a repository path (file or folder, '/'-separated, relative to the root) lands after the move. */
function moved(rel) {
  if (ROUTE_FILE_RENAMES[rel]) return ROUTE_FILE_RENAMES[rel];
  for (const [from, to] of SERVICE_MOVES) {
    if (from.endsWith('/') ? rel.startsWith(from) || `${rel}/` === from : rel === from) {
      return from.endsWith('/') ? to + rel.slice(from.length) : to;
    }
  }
  const route = /^server\/routes\/([^/]+)\/(.+)$/.exec(rel);
  if (route) {
    const [, folder, file] = route;
    const target = ROUTE_FOLDERS[folder] ?? { module: folder };
    const name = file === 'index.ts' ? (target.index ?? 'routes.ts') : file;
    return `server/modules/${target.module}/${name}`;
  }
  return rel;
}

const SKIP = new Set(['node_modules', 'dist', 'data', '.git', '.tmp', 'test-results']);
function walk(dir, out = []) {
  for (const entry of readdirSync(dir)) {
    if (SKIP.has(entry) || entry.startsWith('.artifacts')) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(path.relative(root, full).split(path.sep).join('/'));
  }
  return out;
}

const files = walk(root);
const fileSet = new Set(files);
const moves = files.filter((f) => moved(f) !== f).map((f) => [f, moved(f)]);
const targets = new Map();
for (const [from, to] of moves) {
  if (targets.has(to) || (existsSync(path.join(root, to)) && !moves.some(([f]) => f === to))) {
    throw new Error(`two files would land on ${to}: ${targets.get(to) ?? to} and ${from}`);
  }
  targets.set(to, from);
}
if (dryRun) {
  for (const [from, to] of moves) console.log(`${from} -> ${to}`);
  console.log(`${moves.length} files would move`);
  process.exit(0);
}

// Rewrite imports before moving: each file's specifiers are resolved from where it is now.
const CODE = /\.(ts|tsx|mjs|js|cjs)$/;
const SPECIFIER =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*|\bvi\.importActual(?:<[^>]*>)?\(\s*|\brequire\(\s*|new URL\(\s*)(['"])([^'"\n]+)\2/g;
let rewritten = 0;
for (const file of files.filter((f) => CODE.test(f))) {
  const source = readFileSync(path.join(root, file), 'utf8');
  const fileAfter = moved(file);
  const next = source.replace(SPECIFIER, (whole, lead, quote, spec) => {
    let target;
    if (spec.startsWith('#server/')) target = `server/${spec.slice('#server/'.length)}`;
    else if (spec.startsWith('./') || spec.startsWith('../')) {
      target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
    } else return whole;
    if (!target.startsWith('server/')) return whole;
    // Not found where it points: an import written for the old folders, left to the repair pass below.
    const found = (rel) => fileSet.has(rel) || files.some((f) => f.startsWith(`${rel}/`));
    if (!found(target) && !found(moved(target))) return whole;
    const targetAfter = moved(target);
    const next = specifierFor(fileAfter, targetAfter, lead);
    return next === spec ? whole : `${lead}${quote}${next}${quote}`;
  });
  if (next !== source) {
    writeFileSync(path.join(root, file), next);
    rewritten += 1;
  }
}

// Then the paths written out in docs, configs and comments: a moved file's path, or a folder whose files all land in one.
const MENTION = /server\/(?:routes|services|presenters)(?:\/[A-Za-z0-9_.-]*[A-Za-z0-9_-])*/g;
function movedMention(mention) {
  if (files.includes(mention)) return moved(mention);
  if (existsSync(path.join(root, moved(mention)))) return moved(mention);
  const inside = files.filter((f) => f.startsWith(`${mention}/`));
  if (inside.length === 0) return mention;
  const homes = new Set(
    inside.map((f) => {
      let folder = moved(f);
      for (let depth = f.slice(mention.length + 1).split('/').length; depth > 0; depth -= 1) {
        folder = path.posix.dirname(folder);
      }
      return folder;
    }),
  );
  return homes.size === 1 ? [...homes][0] : mention;
}
const TEXT = /\.(ts|tsx|mjs|js|cjs|md|json|yml|yaml|sh)$|(^|\/)run$/;
const ambiguous = new Set();
/** Files that describe the old layout on purpose. */
const KEEP_MENTIONS = new Set([
  'scripts/move-server-modules.mjs',
  'docs/decisions/043-one-folder-per-resource.md',
]);
for (const file of files.filter(
  (f) => TEXT.test(f) && !f.startsWith('db/migrations/') && !KEEP_MENTIONS.has(f),
)) {
  const source = readFileSync(path.join(root, file), 'utf8');
  const next = source.replace(MENTION, (mention) => {
    const after = movedMention(mention);
    if (after === mention) ambiguous.add(mention);
    return after;
  });
  if (next !== source) writeFileSync(path.join(root, file), next);
}

/** Relative inside one module (or one top folder of server/ such as lib/), `#server/...` across them and from outside. */
function specifierFor(fromFile, target, lead) {
  const home = (p) => {
    const parts = p.split('/');
    if (parts[0] !== 'server') return null;
    const deep =
      parts[1] === 'modules' || parts[1] === 'adapters' || (parts[1] === 'lib' && parts[2] === 'pdf');
    const depth = deep ? 3 : 2;
    if (parts.length > depth) return parts.slice(0, depth).join('/');
    return deep ? parts.slice(0, 2).join('/') : 'server';
  };
  const fromHome = home(fromFile);
  if ((fromHome && fromHome === home(target)) || lead.startsWith('new URL')) {
    const rel = path.posix.relative(path.posix.dirname(fromFile), target);
    return rel.startsWith('.') ? rel : `./${rel}`;
  }
  return `#server/${target.slice('server/'.length)}`;
}

for (const [from, to] of moves) {
  execFileSync('mkdir', ['-p', path.dirname(path.join(root, to))]);
  execFileSync('git', ['mv', from, to], { cwd: root });
}
console.log(`${moves.length} files moved, imports rewritten in ${rewritten} files`);

// Repair: a file merged in from a branch made before the move may keep, in a file git already moved, an import written
// for its old folder. Such a specifier resolves to nothing from the new folder; resolved from the file's old folder
// (the tree before the move: the parent of the commit that added this script) and mapped, it finds its file. The same
// pass writes a relative import that leaves its module as `#server/...`, the rule of the first pass.
const added = execFileSync(
  'git',
  ['log', '--format=%H', '--diff-filter=A', '--', 'scripts/move-server-modules.mjs'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .trim()
  .split('\n')
  .at(-1);
const oldPathOf = new Map();
if (added) {
  const before = execFileSync('git', ['ls-tree', '-r', '--name-only', `${added}^`], {
    cwd: root,
    encoding: 'utf8',
  });
  for (const old of before.trim().split('\n')) oldPathOf.set(moved(old), old);
}
const exists = (rel) => existsSync(path.join(root, rel));
let repaired = 0;
for (const file of walk(root).filter((f) => CODE.test(f) && f.startsWith('server/'))) {
  const old = oldPathOf.get(file) ?? file;
  const source = readFileSync(path.join(root, file), 'utf8');
  const next = source.replace(SPECIFIER, (whole, lead, quote, spec) => {
    if (!(spec.startsWith('./') || spec.startsWith('../'))) return whole;
    let target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
    if (!exists(target)) target = moved(path.posix.normalize(path.posix.join(path.posix.dirname(old), spec)));
    if (!target.startsWith('server/') || !exists(target)) return whole;
    const next = specifierFor(file, target, lead);
    return next === spec ? whole : `${lead}${quote}${next}${quote}`;
  });
  if (next !== source) {
    writeFileSync(path.join(root, file), next);
    repaired += 1;
  }
}
if (repaired) console.log(`imports written for the old folders repaired in ${repaired} files`);

if (ambiguous.size)
  console.log(
    `Mentions of folders split across modules, left as they were:\n  ${[...ambiguous].join('\n  ')}`,
  );
const OLD = /server\/(routes|services|presenters)\//;
const mentions = walk(root).filter((f) => !f.endsWith('.png') && !f.endsWith('.ttf') && !f.endsWith('.pdf'));
const left = mentions.filter((f) => {
  try {
    return OLD.test(readFileSync(path.join(root, f), 'utf8'));
  } catch {
    return false;
  }
});
if (left.length) console.log(`Still naming the old folders (edit by hand):\n  ${left.join('\n  ')}`);
