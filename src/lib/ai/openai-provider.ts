import { ProviderError, type ChatTurn, type TextProvider } from './provider.ts';

/** Where and how to reach an OpenAI-compatible chat completions endpoint. */
export interface OpenAiConfig {
  /** Base URL up to the version, e.g. https://api.openai.com/v1 or http://127.0.0.1:8080/v1. */
  baseUrl: string;
  /** Bearer key; local servers (llama.cpp, Ollama) need none. */
  apiKey?: string | undefined;
  model: string;
  /** Longest wait for the whole reply, in milliseconds. */
  timeoutMs: number;
}

/** Reads the `data:` payloads of a server-sent event stream. */
async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n');
    while (end >= 0) {
      const line = buffer.slice(0, end).trim();
      buffer = buffer.slice(end + 1);
      if (line.startsWith('data:')) yield line.slice(5).trim();
      end = buffer.indexOf('\n');
    }
  }
  const rest = buffer.trim();
  if (rest.startsWith('data:')) yield rest.slice(5).trim();
}

function deltaOf(data: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch (error) {
    throw new ProviderError('The model sent an unreadable stream event', { cause: error });
  }
  const choice = (parsed as { choices?: { delta?: { content?: unknown } }[] }).choices?.[0];
  const content = choice?.delta?.content;
  return typeof content === 'string' ? content : '';
}

/** A TextProvider on any OpenAI-compatible `/chat/completions` endpoint, streamed. */
export function openAiProvider(config: OpenAiConfig): TextProvider {
  return {
    name: `openai-compatible:${config.model}`,
    async *stream(turns: readonly ChatTurn[], signal?: AbortSignal) {
      const timeout = AbortSignal.timeout(config.timeoutMs);
      const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
      let response: Response;
      try {
        response = await fetch(`${config.baseUrl.replace(/\/$/, '')}/chat/completions`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: config.model,
            stream: true,
            temperature: 0,
            messages: turns,
          }),
          signal: combined,
        });
      } catch (error) {
        throw new ProviderError('The model could not be reached', { cause: error });
      }
      if (!response.ok || !response.body) {
        throw new ProviderError(`The model answered ${String(response.status)}`);
      }
      try {
        for await (const data of sseData(response.body)) {
          if (data === '[DONE]') return;
          const text = deltaOf(data);
          if (text) yield text;
        }
      } catch (error) {
        if (ProviderError.is(error)) throw error;
        throw new ProviderError('The model stream broke off', { cause: error });
      }
    },
  };
}
