import type { APIRoute } from 'astro';
import { pocketbaseLimiter } from '../../features/chat/server/chat-limits.ts';
import { handleChatRequest } from '../../features/chat/server/chat-endpoint.ts';
import { configuredProvider } from '../../lib/ai/configured-provider.ts';
import { env } from '../../lib/env.ts';
import { serverPocketBase } from '../../lib/server-account.ts';

// On demand: every message is answered at request time on the site's server.
export const prerender = false;

const provider = configuredProvider();
// The limits are counted in PocketBase: they hold across this server's processes and rebuilds.
const limiter = pocketbaseLimiter(serverPocketBase);

/** The spec's chat-ai call (src/features/chat/server/chat-endpoint.ts). */
export const POST: APIRoute = ({ request, clientAddress }) =>
  handleChatRequest(request, clientAddress, {
    pocketbaseUrl: env.POCKETBASE_URL,
    serverAccount: serverPocketBase,
    provider,
    limiter,
  });
