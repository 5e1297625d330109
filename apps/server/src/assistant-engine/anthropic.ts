// The Anthropic provider: the official SDK, server-side only. Primary and fast models from AI_MODEL /
// AI_FAST_MODEL, ANTHROPIC_BASE_URL honoured; the SDK's own retry policy (2 retries on 408/409/429/5xx,
// exponential backoff with jitter, retry-after honoured) as SPEC §7 lists it, and SPEC §7's max tokens.
import Anthropic from '@anthropic-ai/sdk';
import {
  AI_MAX_RETRIES,
  AiProviderError,
  type CompletionRequest,
  DEFAULT_AI_TIMEOUT_MS,
  type LlmProvider,
  toProviderError,
} from './provider.ts';

export const DEFAULT_ANTHROPIC_MODEL = 'claude-sonnet-4-5';
export const DEFAULT_ANTHROPIC_FAST_MODEL = 'claude-haiku-4-5';

export type AnthropicOptions = {
  apiKey: string;
  baseUrl?: string | null;
  model?: string | null;
  fastModel?: string | null;
  timeoutMs?: number;
  maxRetries?: number;
};

export function anthropicProvider(options: AnthropicOptions): LlmProvider {
  const client = new Anthropic({
    apiKey: options.apiKey,
    baseURL: options.baseUrl ?? undefined,
    maxRetries: options.maxRetries ?? AI_MAX_RETRIES,
    timeout: options.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS,
  });
  const models = {
    primary: options.model ?? DEFAULT_ANTHROPIC_MODEL,
    fast: options.fastModel ?? options.model ?? DEFAULT_ANTHROPIC_FAST_MODEL,
  };
  return {
    name: 'anthropic',
    async complete(request: CompletionRequest): Promise<string> {
      let message: Awaited<ReturnType<typeof client.messages.create>>;
      try {
        message = await client.messages.create(
          {
            model: models[request.model],
            max_tokens: request.maxTokens,
            // No temperature: this SDK's Messages API (1.11) has dropped the parameter; SPEC §7's
            // temperatures still apply to the openai-compatible provider.
            system: request.system,
            messages: request.messages,
          },
          { signal: request.signal },
        );
      } catch (error) {
        throw toProviderError(error, Anthropic);
      }
      // SPEC §7: the first content block is used only if it is text.
      const first = 'content' in message ? message.content[0] : undefined;
      const text = first && first.type === 'text' ? first.text : '';
      if (!text.trim()) throw new AiProviderError('empty', 'The AI reply was empty');
      return text;
    },
  };
}
