// Picks the assistant from the configuration: local by default, anthropic or openai-compatible when set.
import type { Config } from '../config.ts';
import { anthropicProvider } from './anthropic.ts';
import { type Assistant, llmAssistant, localAssistant } from './assistant.ts';
import { openAiProvider } from './openai.ts';

type Log = { warn(obj: object, msg: string): void };

export function createAssistant(
  ai: Config['ai'],
  options: { log?: Log; timeoutMs?: number } = {},
): Assistant {
  if (ai.provider === 'anthropic' && ai.anthropicApiKey) {
    return llmAssistant(
      anthropicProvider({
        apiKey: ai.anthropicApiKey,
        baseUrl: ai.anthropicBaseUrl,
        model: ai.model,
        fastModel: ai.fastModel,
        timeoutMs: options.timeoutMs,
      }),
      options.log,
    );
  }
  if (ai.provider === 'openai' && ai.openaiBaseUrl) {
    return llmAssistant(
      openAiProvider({
        baseUrl: ai.openaiBaseUrl,
        apiKey: ai.openaiApiKey,
        model: ai.model,
        fastModel: ai.fastModel,
        timeoutMs: options.timeoutMs,
      }),
      options.log,
    );
  }
  return localAssistant();
}
