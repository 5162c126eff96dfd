import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOCAL_RECEIVERS,
  type WebhookReceiver,
  startWebhookReceiver,
} from '../../../test-support/alert-receivers';
import {
  OutboundFailed,
  type OutboundPolicy,
  STRICT_OUTBOUND,
  outboundRefusal,
  postJsonOutbound,
} from './outbound-request';
import { isPublicAddress } from './public-address';

describe('isPublicAddress', () => {
  it('takes public unicast addresses only, IPv4-mapped ones read as IPv4', () => {
    for (const address of ['34.226.36.50', '8.8.8.8', '2606:4700::1111', '::ffff:34.226.36.50']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    const inside = [
      '127.0.0.1',
      '127.255.255.254',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '192.0.2.10',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'fd00::1',
      'fe80::1',
      'ff02::1',
      '64:ff9b::7f00:1',
      'not an address',
    ];
    for (const address of inside) expect(isPublicAddress(address), address).toBe(false);
  });
});

describe('outbound requests to URLs users set', () => {
  let chat: WebhookReceiver;
  beforeAll(async () => {
    chat = await startWebhookReceiver();
  });
  afterAll(() => chat.close());
  const port = () => new URL(chat.url).port;
  const withHttp: OutboundPolicy = { allowHttp: true, allowedHosts: [] };

  it('refuses every way of writing a loopback or private host, and plain http by default', async () => {
    const hosts = [
      '127.0.0.1',
      'localhost',
      '2130706433',
      '127.1',
      '0x7f.0.0.1',
      '0.0.0.0',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '10.0.0.8',
      '169.254.169.254',
      '[fd00::1]',
    ];
    for (const host of hosts) {
      const url = `https://${host}:${port()}/hook`;
      expect(await outboundRefusal(url, STRICT_OUTBOUND), url).toBe('internal_address');
      expect(await outboundRefusal(url.replace('https:', 'http:'), withHttp), url).toBe(
        'internal_address',
      );
    }
    expect(await outboundRefusal(chat.url, STRICT_OUTBOUND)).toBe('https_required');
    expect(await outboundRefusal('https://user:secret@34.226.36.50/x', STRICT_OUTBOUND)).toBe(
      'https_required',
    );
    expect(await outboundRefusal('https://34.226.36.50/services/x', STRICT_OUTBOUND)).toBe(
      undefined,
    );
  });

  it('refuses a name whose DNS answer points inside, even beside a public one', async () => {
    const resolve = async (host: string) =>
      ({ 'chat.example': ['34.226.36.50', '127.0.0.1'], 'gone.example': [] })[host] ?? [];
    const policy: OutboundPolicy = { ...withHttp, resolve };
    expect(await outboundRefusal(`http://chat.example:${port()}/x`, policy)).toBe(
      'internal_address',
    );
    // Unknown when saved (the resolver may be down): checked again, and refused, when called.
    expect(await outboundRefusal('https://gone.example/x', policy)).toBe(undefined);
    await expect(postJsonOutbound('https://gone.example/x', {}, policy)).rejects.toThrow(
      OutboundFailed,
    );
  });

  it('sends nothing inside, with one failure text, and delivers where the operator allows', async () => {
    const before = chat.posts.length;
    for (const policy of [STRICT_OUTBOUND, withHttp]) {
      await expect(postJsonOutbound(chat.url, { text: 'hola' }, policy)).rejects.toThrow(
        'no se pudo entregar',
      );
    }
    expect(chat.posts).toHaveLength(before);
    await postJsonOutbound(chat.url, { text: 'hola' }, LOCAL_RECEIVERS);
    expect(chat.posts.at(-1)).toEqual({ text: 'hola' });
    chat.answerWith(401);
    try {
      await expect(postJsonOutbound(chat.url, { text: 'x' }, LOCAL_RECEIVERS)).rejects.toThrow(
        new OutboundFailed().message,
      );
    } finally {
      chat.answerWith(200);
    }
    const closedPort = `http://127.0.0.1:1/hook`;
    await expect(postJsonOutbound(closedPort, {}, LOCAL_RECEIVERS)).rejects.toThrow(
      'no se pudo entregar',
    );
  });
});
