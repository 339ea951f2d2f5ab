// Zod compiles fast object parsers with `new Function` unless told `jitless`; the page's CSP (script-src 'self')
// refuses that, and Chrome logs the refused probe as a Content Security Policy issue (Lighthouse Best practices).
// `z.config({ jitless: true })` says the same, but importing zod here would put it in the landing bundle, so this
// sets the object zod reads its config from (globalThis.__zod_globalConfig, zod/v4/core/core.js) before any schema
// module runs; zod-jitless.test.ts checks that zod sees it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
