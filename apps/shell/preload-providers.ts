import type { Plugin } from 'vite';

/**
 * The shared packages the start's own code imports: its first render needs them. A build's React
 * is preact/compat (`browserAliases` in federation.shared.ts).
 */
const START_SHARES = new Set([
  'preact/compat',
  'preact/jsx-runtime',
  'preact/compat/client',
  'jotai',
  'styled-components',
  '@replica/ui/core',
]);

/** `"react-dom":async()=>await n(()=>import(`./file.js`)…`, one per share, in the import map. */
const KEYED_PROVIDER =
  /["']?([@\w/.-]+)["']?:async\(\)=>await \w+\(\(\)=>import\(`\.\/([^`]+\.js)`\)/g;

/**
 * Module preloads in index.html for the builds of the shared packages the start uses, read from
 * the federation plugin's import map: the federation start-up imports them only after its host
 * init has run, so without a hint the browser fetches them late, one after another. The rest of
 * what the shell provides (the API client, TanStack Query, the router, the rest of the kit) gets
 * no hint: a signed-out visitor never needs it.
 */
export function preloadStartProviders(): Plugin {
  return {
    name: 'replica-preload-start-providers',
    apply: 'build',
    // After the federation plugin, which writes index.html's start-up and this import map late.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      const importMap = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.fileName.includes('localSharedImportMap'),
      );
      if (html?.type !== 'asset' || importMap?.type !== 'chunk') return;
      const directory = importMap.fileName.slice(0, importMap.fileName.lastIndexOf('/') + 1);
      const files = new Set(
        [...importMap.code.matchAll(KEYED_PROVIDER)]
          .filter((match) => START_SHARES.has(match[1]!))
          .map((match) => match[2]!),
      );
      const links = [...files].map(
        (file) => `<link rel="modulepreload" crossorigin href="/${directory}${file}">`,
      );
      html.source = String(html.source).replace('</head>', `${links.join('')}</head>`);
    },
  };
}
