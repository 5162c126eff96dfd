import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, remoteOriginsOf } from './content-security-policy';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('allows scripts only from this origin and the remotes, and no framing', () => {
    const policy = contentSecurityPolicy(['https://cdn.example.com']);

    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://cdn.example.com");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it('lets Storybook run its inline bootstrap and frame its own preview', () => {
    const policy = contentSecurityPolicy([], { storybook: true });

    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
  });
});

describe('remoteOriginsOf', () => {
  it('collects the origins of absolute remote entries only', () => {
    const manifest = JSON.stringify({
      inicio: '/remotes/inicio/remoteEntry.js',
      reporte: 'https://cdn.example.com/reporte/v2/remoteEntry.js',
      generar: 'https://cdn.example.com/generar/remoteEntry.js',
      opiniones: 'javascript:alert(1)',
    });

    expect(remoteOriginsOf(manifest)).toEqual(['https://cdn.example.com']);
  });

  it('adds nothing for a manifest it cannot read', () => {
    expect(remoteOriginsOf('{not json')).toEqual([]);
    expect(remoteOriginsOf('"a string"')).toEqual([]);
  });
});
