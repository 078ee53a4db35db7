import type { APIRoute } from 'astro';
import { AddressLimiter } from '../../features/chat/server/address-limiter.ts';
import { CHAT_LIMITS } from '../../features/chat/chat-schema.ts';
import { handleChatRequest } from '../../features/chat/server/chat-endpoint.ts';
import { configuredProvider } from '../../lib/ai/configured-provider.ts';
import { env } from '../../lib/env.ts';
import { serverPocketBase } from '../../lib/server-account.ts';

// On demand: every message is answered at request time on the site's server.
export const prerender = false;

const addressLimiter = new AddressLimiter(
  CHAT_LIMITS.perAddress.count,
  CHAT_LIMITS.perAddress.windowMs,
);
const provider = configuredProvider();

/** The spec's chat-ai call (src/features/chat/server/chat-endpoint.ts). */
export const POST: APIRoute = ({ request, clientAddress }) =>
  handleChatRequest(request, clientAddress, {
    pocketbaseUrl: env.POCKETBASE_URL,
    serverAccount: serverPocketBase,
    provider,
    addressLimiter,
  });
