// The provider interface every assistant feature is written against. An LLM provider (anthropic,
// openai-compatible) turns a prompt into text; the features (assistant.ts) build the prompts, pull the
// JSON out, run core's validators and fall back as SPEC §8 says. The local engine (local/) implements
// the features natively and is also every fallback, so an LLM failure never becomes a 500.
import { type AiFeature, aiFeatureSettings, type ModelTier } from '@nova/core/ai/limits';

export type ProviderName = 'local' | 'anthropic' | 'openai';

export type ChatTurn = { role: 'user' | 'assistant'; content: string };

export type CompletionRequest = {
  feature: AiFeature;
  system: string;
  messages: ChatTurn[];
  maxTokens: number;
  temperature: number;
  model: ModelTier;
  signal?: AbortSignal;
};

export interface LlmProvider {
  readonly name: Exclude<ProviderName, 'local'>;
  /** The reply's text (the first content block when it is text). Throws AiProviderError. */
  complete(request: CompletionRequest): Promise<string>;
}

export type AiFailureKind =
  | 'timeout'
  | 'rate_limited'
  | 'server'
  | 'auth'
  | 'client'
  | 'connection'
  | 'empty'
  | 'aborted';

/** SPEC §8's error classes of the AI client: statuses 400-429 and 5xx, connection, timeout, abort. */
export class AiProviderError extends Error {
  readonly kind: AiFailureKind;
  readonly status: number | undefined;

  constructor(kind: AiFailureKind, message: string, status?: number) {
    super(message);
    this.name = 'AiProviderError';
    this.kind = kind;
    this.status = status;
  }
}

export function kindOfStatus(status: number): AiFailureKind {
  if (status === 429) return 'rate_limited';
  if (status === 408) return 'timeout';
  if (status === 401 || status === 403) return 'auth';
  if (status >= 500) return 'server';
  return 'client';
}

/** An SDK's error class; only `instanceof` is used, so any constructor signature will do. */
type ErrorClass<E extends Error = Error> = abstract new (...args: never[]) => E;

/** The error classes an SDK hangs on its client class; Anthropic's and OpenAI's SDKs share this shape. */
export type SdkErrorClasses = {
  readonly APIUserAbortError: ErrorClass;
  readonly APIConnectionTimeoutError: ErrorClass;
  readonly APIConnectionError: ErrorClass;
  readonly APIError: ErrorClass<Error & { readonly status: number | undefined }>;
};

/**
 * What an SDK threw, as SPEC §8's error classes. The SDK comes in as an argument so each provider
 * passes its own client class and neither SDK is loaded for the other (create-assistant.ts loads
 * them lazily). The timeout check comes before the connection one: it is a subclass of it.
 */
export function toProviderError(error: unknown, sdk: SdkErrorClasses): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (error instanceof sdk.APIUserAbortError) return new AiProviderError('aborted', 'Request aborted');
  if (error instanceof sdk.APIConnectionTimeoutError)
    return new AiProviderError('timeout', 'The AI service timed out');
  if (error instanceof sdk.APIConnectionError)
    return new AiProviderError('connection', 'Cannot reach the AI service');
  if (error instanceof sdk.APIError && typeof error.status === 'number') {
    return new AiProviderError(
      kindOfStatus(error.status),
      `The AI service answered ${error.status}`,
      error.status,
    );
  }
  return new AiProviderError('connection', error instanceof Error ? error.message : 'AI request failed');
}

/** SPEC §7's max tokens, temperature and model tier for a feature. */
export function completionFor(feature: AiFeature, system: string, messages: ChatTurn[]): CompletionRequest {
  const s = aiFeatureSettings[feature];
  return { feature, system, messages, maxTokens: s.maxTokens, temperature: s.temperature, model: s.model };
}

/** Per-call limit on top of the SDKs' own retries; the SDK default (10 minutes) is far too long for a UI. */
export const DEFAULT_AI_TIMEOUT_MS = 30_000;
/** SPEC §7: the AI client retries at most twice (backoff 0.5 s doubling to 8 s, retry-after under 60 s honoured). */
export const AI_MAX_RETRIES = 2;
