import { env } from '../env.ts';
import { openAiProvider } from './openai-provider.ts';
import type { TextProvider } from './provider.ts';

/** The model set in the environment (AI_BASE_URL, AI_MODEL, ...), or null: grounded only. */
export function configuredProvider(): TextProvider | null {
  if (!env.AI_BASE_URL || !env.AI_MODEL) return null;
  return openAiProvider({
    baseUrl: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
  });
}
