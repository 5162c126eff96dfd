import { describe, expect, it } from 'vitest';
import { type Endpoint, type EndpointName, TAGS, endpoints } from '.';

const entries = Object.entries(endpoints) as [EndpointName, Endpoint][];

/**
 * The writes after which no read a screen shows is out of date: sign-in and session calls (the
 * shell resets its cache itself), jobs (their end is told by `useJob`), runs and previews whose
 * import comes later, and calls whose answer is all there is to show.
 */
const WRITES_THAT_CHANGE_NO_READ: EndpointName[] = [
  'signup',
  'signin',
  'signout',
  'signoutOthers',
  'changePassword',
  'requestPasswordReset',
  'resetPassword',
  'acceptInvitation',
  // A read of a token, which goes in a body rather than in a URL.
  'invitationDetails',
  'startJob',
  'cancelJob',
  'saveActorFieldMap',
  'previewScraperRun',
  'apifyWebhook',
  'testAlert',
  'switchWorkspace',
  'deleteWorkspace',
];

describe('the contract', () => {
  it('has every write name what it changes, or appear among those that change no read', () => {
    const writes = entries.filter(([, endpoint]) => endpoint.method !== 'get');
    const silent = writes.filter(([, endpoint]) => !endpoint.changes).map(([name]) => name);
    expect(silent.sort()).toEqual([...WRITES_THAT_CHANGE_NO_READ].sort());
  });

  it('has no read claim to change anything', () => {
    const reads = entries.filter(([, endpoint]) => endpoint.method === 'get');
    expect(reads.filter(([, endpoint]) => endpoint.changes).map(([name]) => name)).toEqual([]);
  });

  it('keeps one path and method per endpoint', () => {
    const routes = entries.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('files each endpoint under a group of the API reference', () => {
    const groups = new Set<string>(TAGS.map((tag) => tag.name));
    expect(entries.filter(([, endpoint]) => !groups.has(endpoint.docs.tag))).toEqual([]);
  });
});
