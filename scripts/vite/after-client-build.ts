import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * A Vite plugin that runs `work` once the client build has written its output folder (not for the SSR build),
 * after every other plugin's own end of build; plugins made with it run in the order the config lists them.
 */
export function afterClientBuild(
  name: string,
  work: (outDir: string, config: ResolvedConfig) => Promise<void>,
): Plugin {
  let config: ResolvedConfig;
  return {
    name,
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        await work(path.resolve(config.root, config.build.outDir), config);
      },
    },
  };
}
