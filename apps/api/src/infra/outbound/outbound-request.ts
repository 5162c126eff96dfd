import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { isPublicAddress } from './public-address';

/**
 * How far the server may reach when it calls a URL a user set (an alert webhook): the
 * defence against server-side request forgery. Operators widen it on purpose only.
 */
export interface OutboundPolicy {
  /** `OUTBOUND_ALLOW_HTTP`: plain http is allowed too (tests' local receivers); https only otherwise. */
  readonly allowHttp: boolean;
  /**
   * `OUTBOUND_ALLOWED_HOSTS`: host names or addresses reached whatever they resolve to (an
   * operator's own chat server inside the network, a test's receiver on loopback).
   */
  readonly allowedHosts: readonly string[];
  /** A host name's addresses: the system resolver unless a test gives its own. */
  readonly resolve?: (host: string) => Promise<string[]>;
}

/** Public https addresses only: the default. */
export const STRICT_OUTBOUND: OutboundPolicy = { allowHttp: false, allowedHosts: [] };

/** Why a URL may not be called: its scheme, or where it points. */
export type OutboundRefusal = 'https_required' | 'internal_address';

// A receiver that does not answer in this time counts as a failed delivery.
const OUTBOUND_TIMEOUT_MS = 10_000;

/** The one thing a failed outbound call says: where it failed would map the inside. */
export class OutboundFailed extends Error {
  override name = 'OutboundFailed';

  constructor() {
    super('no se pudo entregar');
  }
}

const resolveAll = async (host: string) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/** The host of a URL as an address or name, without IPv6 brackets. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

interface Target {
  readonly url: URL;
  /** The checked address the request must connect to; undefined for an allowed host. */
  readonly address: string | undefined;
}

/**
 * Where a call to `raw` would go, or why it may not: the scheme, then every address its host
 * resolves to. `unresolved` says what to do with a name the resolver does not know: accept it
 * when saving (it is checked again when called), refuse it when calling.
 */
async function targetOf(
  raw: string,
  policy: OutboundPolicy,
  unresolved: 'accept' | 'refuse',
): Promise<Target | OutboundRefusal | 'unresolved'> {
  const url = new URL(raw);
  const schemes = policy.allowHttp ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol) || url.username !== '' || url.password !== '') {
    return 'https_required';
  }
  const host = hostOf(url);
  if (policy.allowedHosts.includes(host)) return { url, address: undefined };
  if (ipaddr.isValid(host)) {
    return isPublicAddress(host) ? { url, address: host } : 'internal_address';
  }
  let addresses: string[];
  try {
    addresses = await (policy.resolve ?? resolveAll)(host);
  } catch {
    addresses = [];
  }
  if (addresses.length === 0)
    return unresolved === 'accept' ? { url, address: undefined } : 'unresolved';
  if (!addresses.every(isPublicAddress)) return 'internal_address';
  return { url, address: addresses[0] };
}

/**
 * Why a URL a user wants saved may not be called, or undefined when it may: checked when it is
 * saved, so a wrong one is refused with a 400 rather than failing at every alert.
 */
export async function outboundRefusal(
  raw: string,
  policy: OutboundPolicy,
): Promise<OutboundRefusal | undefined> {
  const target = await targetOf(raw, policy, 'accept');
  return typeof target === 'string' && target !== 'unresolved' ? target : undefined;
}

/**
 * POSTs a JSON body to a URL a user set, through the policy: refused unless https (or allowed
 * http) to public addresses only, the connection pinned to the address that was checked (so a
 * second DNS answer cannot point it inside), no redirects followed, a short timeout. Throws
 * {@link OutboundFailed} for anything but a 2xx, saying nothing of why.
 */
export async function postJsonOutbound(
  raw: string,
  body: unknown,
  policy: OutboundPolicy,
): Promise<void> {
  const target = await targetOf(raw, policy, 'refuse');
  if (typeof target === 'string') throw new OutboundFailed();
  const payload = Buffer.from(JSON.stringify(body), 'utf8');
  const { url, address } = target;
  const pinned: LookupFunction | undefined =
    address === undefined
      ? undefined
      : (_host, options, callback) => {
          const family = ipaddr.parse(address).kind() === 'ipv6' ? 6 : 4;
          if (options.all) callback(null, [{ address, family }]);
          else callback(null, address, family);
        };
  const send = url.protocol === 'https:' ? https.request : http.request;
  await new Promise<void>((resolve, reject) => {
    const request = send(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': payload.length },
      ...(pinned && { lookup: pinned }),
      timeout: OUTBOUND_TIMEOUT_MS,
    });
    request.on('response', (response) => {
      response.resume();
      const status = response.statusCode ?? 0;
      if (status >= 200 && status < 300) resolve();
      else reject(new OutboundFailed());
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => reject(new OutboundFailed()));
    request.end(payload);
  });
}
