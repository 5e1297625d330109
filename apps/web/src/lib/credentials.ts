// Client-side checks of the sign-in and sign-up forms. They mirror the rules of the shared contract
// (packages/core/src/contracts/auth.ts: e-mail <= 254 chars, password 8..256 on sign-up) so the user
// hears about a typo before a round trip; the server stays the judge. The zod schemas themselves are
// not imported to keep zod (~15 KB gzip) out of the /auth chunk.

export type CredentialsMode = 'sign-in' | 'sign-up';
export type CredentialsInput = { email: string; password: string; name: string };
export type CredentialsErrorKey =
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'nameTooLong';
export type CredentialsErrors = Partial<Record<keyof CredentialsInput, CredentialsErrorKey>>;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const NAME_MAX = 100;

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function validateCredentials(mode: CredentialsMode, input: CredentialsInput): CredentialsErrors {
  const errors: CredentialsErrors = {};
  const email = normalizeEmail(input.email);
  if (email === '') errors.email = 'emailRequired';
  else if (email.length > 254 || !emailPattern.test(email)) errors.email = 'emailInvalid';

  if (input.password === '') errors.password = 'passwordRequired';
  else if (input.password.length > PASSWORD_MAX) errors.password = 'passwordTooLong';
  else if (mode === 'sign-up' && input.password.length < PASSWORD_MIN) errors.password = 'passwordTooShort';

  if (mode === 'sign-up' && input.name.trim().length > NAME_MAX) errors.name = 'nameTooLong';
  return errors;
}

/** Server error codes the form explains in its own words; anything else gets the generic text. */
export const knownAuthErrorCodes = [
  'invalid_credentials',
  'email_taken',
  'validation_failed',
  'rate_limited',
  'network_error',
  'csrf_failed',
  'provider_unknown',
  'oidc_state_invalid',
  'oidc_failed',
] as const;
export type KnownAuthErrorCode = (typeof knownAuthErrorCodes)[number];

export function authErrorKey(code: string | null | undefined): KnownAuthErrorCode | 'generic' {
  return knownAuthErrorCodes.find((known) => known === code) ?? 'generic';
}
