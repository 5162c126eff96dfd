import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { stripEndpointDocs } from './strip-endpoint-docs';

const ENDPOINTS_DIR = fileURLToPath(
  new URL('../../packages/api-client/src/contract/endpoints/', import.meta.url),
);

/** One endpoint file bundled as the browser builds bundle it, with or without the plugin. */
async function bundled(file: string, strip: boolean): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: strip ? [stripEndpointDocs()] : [],
    build: {
      write: false,
      minify: false,
      lib: { entry: `${ENDPOINTS_DIR}${file}`, formats: ['es'], fileName: 'entry' },
      rolldownOptions: { external: [/node_modules/, /schemas/] },
    },
  })) as Rolldown.RolldownOutput[];
  return output[0]!.output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
}

describe('stripEndpointDocs', () => {
  const files = readdirSync(ENDPOINTS_DIR).filter((file) => file.endsWith('.ts'));

  it.each(files)('leaves the API reference text of %s out, and every route in', async (file) => {
    const [kept, stripped] = await Promise.all([bundled(file, false), bundled(file, true)]);

    expect(kept).toContain('docs:');
    expect(stripped).not.toContain('docs:');
    expect(stripped).not.toContain('summary:');
    const paths = (code: string) => code.match(/path: "[^"]+"/g);
    expect(paths(stripped)).toEqual(paths(kept));
    expect(stripped.length).toBeLessThan(kept.length);
  });
});
