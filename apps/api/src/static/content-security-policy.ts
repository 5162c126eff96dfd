/**
 * The Content-Security-Policy of the pages this process serves. Scripts, workers and fetches may
 * come only from this origin and the origins of the screen remotes listed in remotes.json (a
 * remote deployed to a CDN); nothing may frame the product; no plugins, no <base> tricks, forms
 * post only here. Styles allow inline `<style>`: styled-components writes its CSS that way.
 *
 * The Storybook catalogue is the exception: its static build bootstraps with inline scripts and
 * frames its own preview, so under /storybook/ inline scripts and same-origin framing are allowed.
 */
export function contentSecurityPolicy(
  remoteOrigins: readonly string[],
  { storybook = false }: { storybook?: boolean } = {},
): string {
  const scriptSources = ["'self'", ...remoteOrigins, ...(storybook ? ["'unsafe-inline'"] : [])];
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...remoteOrigins].join(' ')}`,
    // The CSV parser's web worker, from this origin or a remote's.
    `worker-src ${["'self'", 'blob:', ...remoteOrigins].join(' ')}`,
    `frame-ancestors ${storybook ? "'self'" : "'none'"}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ];
  return directives.join('; ');
}

/**
 * The other origins a remotes.json points at (absolute `remoteEntry.js` URLs), for the policy;
 * relative entries are this origin already. An unreadable manifest adds none.
 */
export function remoteOriginsOf(manifestJson: string): string[] {
  let manifest: unknown;
  try {
    manifest = JSON.parse(manifestJson);
  } catch {
    return [];
  }
  if (typeof manifest !== 'object' || manifest === null) return [];
  const origins = new Set<string>();
  for (const entry of Object.values(manifest)) {
    if (typeof entry !== 'string' || !/^https?:\/\//i.test(entry)) continue;
    try {
      origins.add(new URL(entry).origin);
    } catch {
      // Not a URL: the shell cannot load it either.
    }
  }
  return [...origins];
}
