import pg from 'pg';
import type { Logger } from '../infra/log/logger';
import type { NoticeFeed } from './database';

// How long to wait before connecting again after the listening connection was lost.
const RECONNECT_MS = 1_000;

interface Subscriber {
  channel: string;
  onNotice: () => void;
}

/**
 * The notices of a PostgreSQL server, heard on one connection of their own for every channel and
 * subscriber of the process. A lost connection tells every subscriber (it may have missed
 * notices), then is opened again and listens again; feeds are not live in between.
 */
export class PostgresNotices {
  readonly #subscribers = new Set<Subscriber>();
  /** Channels the current connection listens to. */
  readonly #listening = new Set<string>();
  #client: pg.Client | null = null;
  #connecting: Promise<void> | null = null;
  #retrying = false;
  #closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly logger: Logger,
    private readonly connectTimeoutMs: number,
  ) {}

  listen(channel: string, onNotice: () => void): NoticeFeed {
    const subscriber = { channel, onNotice };
    this.#subscribers.add(subscriber);
    void this.#listenTo(channel);
    const listening = this.#listening;
    const subscribers = this.#subscribers;
    return {
      get live() {
        return subscribers.has(subscriber) && listening.has(channel);
      },
      stop: () => {
        subscribers.delete(subscriber);
      },
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#listening.clear();
    await this.#connecting?.catch(() => {});
    await this.#client?.end().catch(() => {});
    this.#client = null;
  }

  async #listenTo(channel: string): Promise<void> {
    try {
      await this.#connect();
      const client = this.#client;
      if (!client || this.#listening.has(channel)) return;
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (this.#client === client) this.#listening.add(channel);
    } catch (error) {
      this.#lost(error as Error);
    }
  }

  #connect(): Promise<void> {
    if (this.#client) return Promise.resolve();
    this.#connecting ??= this.#open().finally(() => {
      this.#connecting = null;
    });
    return this.#connecting;
  }

  async #open(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      connectionTimeoutMillis: this.connectTimeoutMs,
    });
    client.on('notification', ({ channel }) => {
      for (const subscriber of this.#subscribers) {
        if (subscriber.channel === channel) subscriber.onNotice();
      }
    });
    client.on('error', (error) => this.#lost(error, client));
    await client.connect();
    if (this.#closed) {
      await client.end();
      return;
    }
    this.#client = client;
  }

  /** The connection (or the attempt to open one) failed: tell everyone, try again soon. */
  #lost(error: Error, client: pg.Client | null = this.#client): void {
    if (this.#closed) return;
    if (client && client === this.#client) {
      this.#client = null;
      void client.end().catch(() => {});
    }
    this.logger.error({ reason: error.message }, 'PostgreSQL notice connection lost');
    this.#listening.clear();
    for (const subscriber of this.#subscribers) subscriber.onNotice();
    if (this.#retrying) return;
    this.#retrying = true;
    setTimeout(() => {
      this.#retrying = false;
      if (this.#closed) return;
      for (const channel of new Set([...this.#subscribers].map((s) => s.channel))) {
        void this.#listenTo(channel);
      }
    }, RECONNECT_MS).unref();
  }
}
