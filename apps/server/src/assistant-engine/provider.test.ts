// toProviderError, table-driven over both SDKs' own error classes: each lands in SPEC §8's class.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { type AiFailureKind, AiProviderError, type SdkErrorClasses, toProviderError } from './provider.ts';

/** How to make each kind of error with one SDK's own classes. */
type ErrorMaker = {
  sdk: SdkErrorClasses;
  abort(): Error;
  timeout(): Error;
  connection(): Error;
  status(code: number): Error;
};

const sdks: Array<[string, ErrorMaker]> = [
  [
    'anthropic',
    {
      sdk: Anthropic,
      abort: () => new Anthropic.APIUserAbortError(),
      timeout: () => new Anthropic.APIConnectionTimeoutError(),
      connection: () => new Anthropic.APIConnectionError({ message: 'refused' }),
      status: (code) => new Anthropic.APIError(code, undefined, 'answered', undefined),
    },
  ],
  [
    'openai',
    {
      sdk: OpenAI,
      abort: () => new OpenAI.APIUserAbortError(),
      timeout: () => new OpenAI.APIConnectionTimeoutError(),
      connection: () => new OpenAI.APIConnectionError({ message: 'refused' }),
      status: (code) => new OpenAI.APIError(code, undefined, 'answered', undefined),
    },
  ],
];

const cases = (make: ErrorMaker): Array<[string, unknown, AiFailureKind, number | undefined]> => [
  ['abort', make.abort(), 'aborted', undefined],
  ['timeout', make.timeout(), 'timeout', undefined],
  ['connection', make.connection(), 'connection', undefined],
  ['429', make.status(429), 'rate_limited', 429],
  ['408', make.status(408), 'timeout', 408],
  ['401', make.status(401), 'auth', 401],
  ['403', make.status(403), 'auth', 403],
  ['400', make.status(400), 'client', 400],
  ['503', make.status(503), 'server', 503],
  ['any other error', new Error('boom'), 'connection', undefined],
];

describe('toProviderError', () => {
  for (const [name, make] of sdks) {
    test(`${name}: each SDK error becomes its SPEC §8 class`, () => {
      for (const [label, error, kind, status] of cases(make)) {
        const mapped = toProviderError(error, make.sdk);
        assert.equal(mapped.kind, kind, label);
        assert.equal(mapped.status, status, label);
      }
    });
  }

  test('an AiProviderError passes through unchanged', () => {
    const error = new AiProviderError('empty', 'The AI reply was empty');
    assert.equal(toProviderError(error, Anthropic), error);
  });
});
