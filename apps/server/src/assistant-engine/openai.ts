// The OpenAI-compatible provider (OpenAI, Ollama, LM Studio, vLLM, hosted services): chat completions
// at OPENAI_BASE_URL with OPENAI_API_KEY (local servers usually need none) and AI_MODEL / AI_FAST_MODEL.
import OpenAI from 'openai';
import {
  AI_MAX_RETRIES,
  AiProviderError,
  type CompletionRequest,
  DEFAULT_AI_TIMEOUT_MS,
  type LlmProvider,
  toProviderError,
} from './provider.ts';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

export type OpenAiOptions = {
  baseUrl: string;
  apiKey?: string | null;
  model?: string | null;
  fastModel?: string | null;
  timeoutMs?: number;
  maxRetries?: number;
};

export function openAiProvider(options: OpenAiOptions): LlmProvider {
  const client = new OpenAI({
    // Local servers (Ollama, LM Studio) take any key; the SDK insists on one.
    apiKey: options.apiKey ?? 'not-needed',
    baseURL: options.baseUrl,
    maxRetries: options.maxRetries ?? AI_MAX_RETRIES,
    timeout: options.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS,
  });
  const primary = options.model ?? DEFAULT_OPENAI_MODEL;
  const models = { primary, fast: options.fastModel ?? primary };
  return {
    name: 'openai',
    async complete(request: CompletionRequest): Promise<string> {
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create(
          {
            model: models[request.model],
            max_tokens: request.maxTokens,
            temperature: request.temperature,
            messages: [{ role: 'system', content: request.system }, ...request.messages],
          },
          { signal: request.signal },
        );
      } catch (error) {
        throw toProviderError(error, OpenAI);
      }
      const text = completion.choices?.[0]?.message?.content ?? '';
      if (typeof text !== 'string' || !text.trim())
        throw new AiProviderError('empty', 'The AI reply was empty');
      return text;
    },
  };
}
