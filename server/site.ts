import { join } from 'node:path';
import { startCaddy, type Caddy } from './caddy.ts';
import { startPublisher, type Publisher, type PublisherOptions } from './publisher/publisher.ts';
import { CURRENT, STATIC_FOLDER } from './publisher/releases.ts';

/**
 * The site as production runs it: the publisher (which builds the first release if there is
 * none, and runs the live release's Node server) and Caddy in front of it all. Used by
 * `npm start`, the end-to-end tests and the load test.
 */
export interface SiteOptions extends Omit<PublisherOptions, 'host' | 'port'> {
  /** Where Caddy listens: http://host:port, or a domain name (HTTPS). */
  address: string;
  publisherPort: number;
  /** PocketBase, host:port. */
  pocketbaseUpstream: string;
}

export interface Site {
  publisher: Publisher;
  caddy: Caddy;
  stop(): Promise<void>;
}

export async function startSite(options: SiteOptions): Promise<Site> {
  const { address, publisherPort, pocketbaseUpstream, ...publisherOptions } = options;
  const publisher = await startPublisher({
    ...publisherOptions,
    host: '127.0.0.1',
    port: publisherPort,
  });
  const caddy = await startCaddy({
    address,
    siteRoot: join(options.releasesDir, CURRENT, STATIC_FOLDER),
    nodeUpstream: `127.0.0.1:${String(options.nodePort)}`,
    pocketbaseUpstream,
    publisherUpstream: `127.0.0.1:${String(publisherPort)}`,
  }).catch(async (error: unknown) => {
    await publisher.stop();
    throw error;
  });
  return {
    publisher,
    caddy,
    stop: async () => {
      await caddy.stop();
      await publisher.stop();
    },
  };
}
