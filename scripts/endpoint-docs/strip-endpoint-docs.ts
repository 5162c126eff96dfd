import type { Plugin } from 'vite';

/** The contract's endpoint files: each entry's `docs` is for the API reference only. */
const ENDPOINT_FILE = /packages\/api-client\/src\/contract\/endpoints\/[\w-]+\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** Every `docs` property of an object passed to `endpoint(…)`, as [start, end) of the source. */
export function docsRanges(program: Node): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const visit = (node: Node) => {
    const callee = node.callee as Node | undefined;
    if (
      node.type === 'CallExpression' &&
      callee?.type === 'Identifier' &&
      callee.name === 'endpoint'
    ) {
      const [entry] = node.arguments as Node[];
      for (const property of (entry?.properties as Node[] | undefined) ?? []) {
        const key = property.key as Node | undefined;
        if (key?.type === 'Identifier' && key.name === 'docs')
          ranges.push([property.start, property.end]);
      }
    }
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child);
    }
  };
  visit(program);
  return ranges;
}

/**
 * Leaves each endpoint's API reference text (`docs`) out of the browser builds: the OpenAPI
 * document is made on the server, and the text would be ~3 KB gzip of every signed-in first
 * load. Each property is blanked with spaces (and its comma with it), so every other position
 * in the file, and any source map, stays as it was.
 *
 * @example plugins: [stripEndpointDocs(), react(), federation({...})]
 */
export function stripEndpointDocs(): Plugin {
  return {
    name: 'replica-strip-endpoint-docs',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!ENDPOINT_FILE.test(id)) return null;
      const ranges = docsRanges(this.parse(code, { lang: 'ts' }) as unknown as Node);
      return { code: blankRanges(code, ranges), map: null };
    },
  };
}

/** `code` with each range, and a comma right after it, turned into spaces (line breaks kept). */
export function blankRanges(code: string, ranges: ReadonlyArray<[number, number]>): string {
  let blanked = code;
  for (const [start, rangeEnd] of ranges) {
    const end = blanked[rangeEnd] === ',' ? rangeEnd + 1 : rangeEnd;
    const spaces = blanked.slice(start, end).replace(/[^\n]/g, ' ');
    blanked = blanked.slice(0, start) + spaces + blanked.slice(end);
  }
  return blanked;
}
