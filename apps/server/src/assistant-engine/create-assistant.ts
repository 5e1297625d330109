// Picks the assistant from the configuration: local by default, anthropic or openai-compatible when set.
// The SDKs (about 1.9 MB of code between them) load on the first request that needs one, so a server
// on the local engine never pays for them in start-up time or memory.
import type { Config } from '../config.ts';
import { type Assistant, llmAssistant, localAssistant } from './assistant.ts';
import type { LlmProvider } from './provider.ts';

type Log = { warn(obj: object, msg: string): void };

/** A provider whose module is imported on first use; a failed import is retried next time. */
function lazyProvider(name: LlmProvider['name'], load: () => Promise<LlmProvider>): LlmProvider {
  let loading: Promise<LlmProvider> | undefined;
  return {
    name,
    async complete(request) {
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return (await loading).complete(request);
    },
  };
}

export function createAssistant(
  ai: Config['ai'],
  options: { log?: Log; timeoutMs?: number } = {},
): Assistant {
  const models = { model: ai.model, fastModel: ai.fastModel, timeoutMs: options.timeoutMs };
  if (ai.provider === 'anthropic' && ai.anthropicApiKey) {
    const apiKey = ai.anthropicApiKey;
    return llmAssistant(
      lazyProvider('anthropic', async () =>
        (await import('./anthropic.ts')).anthropicProvider({
          apiKey,
          baseUrl: ai.anthropicBaseUrl,
          ...models,
        }),
      ),
      options.log,
    );
  }
  if (ai.provider === 'openai' && ai.openaiBaseUrl) {
    const baseUrl = ai.openaiBaseUrl;
    return llmAssistant(
      lazyProvider('openai', async () =>
        (await import('./openai.ts')).openAiProvider({ baseUrl, apiKey: ai.openaiApiKey, ...models }),
      ),
      options.log,
    );
  }
  return localAssistant();
}
