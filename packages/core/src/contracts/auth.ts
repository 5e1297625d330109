// Contracts of sign-in: e-mail + password, OpenID Connect providers, the session and sign-out.
import { z } from 'zod';
import { isTimeZone } from '../ai/dates.ts';
import { defineRoute } from '../contract.ts';
import { apiErrorSchema } from '../errors.ts';

export const languages = ['ru', 'en', 'fr'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

export const themes = ['light', 'dark', 'bright', 'system'] as const;
export const themeSchema = z.enum(themes);
export type Theme = z.infer<typeof themeSchema>;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: 'Enter a valid e-mail address' }));

export const passwordSchema = z
  .string()
  .min(8, { error: 'Password must be at least 8 characters' })
  .max(256, { error: 'Password must be at most 256 characters' });

export const userSchema = z.lazy(() =>
  z
    .object({
      id: z.string(),
      email: z.string().nullable(),
      name: z.string(),
      createdAt: z.string().meta({ description: 'ISO 8601, UTC' }),
      timeZone: z.string().nullable().meta({
        description: 'IANA time zone deciding the user’s “today”; null until the browser sends it (UTC)',
      }),
    })
    .meta({ id: 'User' }),
);
export type User = z.infer<typeof userSchema>;

export const sessionSchema = z.lazy(() =>
  z
    .object({
      user: userSchema.nullable(),
      /** Send back as the `x-csrf-token` header on every cookie-authenticated write. */
      csrfToken: z.string().nullable(),
      expiresAt: z.string().nullable(),
    })
    .meta({ id: 'Session' }),
);
export type Session = z.infer<typeof sessionSchema>;

export const providerSchema = z.lazy(() =>
  z
    .object({
      id: z.string().meta({ description: 'oidc, google or github' }),
      name: z.string().meta({ description: 'Button label' }),
    })
    .meta({ id: 'AuthProvider' }),
);

export const providersSchema = z.lazy(() =>
  z.object({ providers: z.array(providerSchema), password: z.boolean() }).meta({ id: 'AuthProviders' }),
);
export type AuthProviders = z.infer<typeof providersSchema>;

export const signUpBodySchema = z.lazy(() =>
  z
    .strictObject({
      email: emailSchema,
      password: passwordSchema,
      name: z.string().trim().min(1).max(100).optional(),
    })
    .meta({ id: 'SignUpBody' }),
);

export const signInBodySchema = z.lazy(() =>
  z.strictObject({ email: emailSchema, password: z.string().min(1).max(256) }).meta({ id: 'SignInBody' }),
);

/** A same-origin path to go back to after sign-in; anything else falls back to /app. */
export const returnToSchema = z
  .string()
  .regex(/^\/(?!\/)[^\s\\]*$/)
  .max(2000)
  .optional()
  .catch(undefined);

export const getSession = defineRoute({
  method: 'GET',
  path: '/api/auth/session',
  operationId: 'getSession',
  summary: 'The current session (user null when signed out)',
  tag: 'auth',
  auth: 'public',
  responses: { 200: sessionSchema },
});

export const getProviders = defineRoute({
  method: 'GET',
  path: '/api/auth/providers',
  operationId: 'getAuthProviders',
  summary: 'Configured sign-in providers',
  tag: 'auth',
  auth: 'public',
  responses: { 200: providersSchema },
});

export const signUp = defineRoute({
  method: 'POST',
  path: '/api/auth/sign-up',
  operationId: 'signUp',
  summary: 'Create an account with e-mail and password and sign in',
  tag: 'auth',
  auth: 'public',
  body: signUpBodySchema,
  responses: { 201: sessionSchema },
});

export const signIn = defineRoute({
  method: 'POST',
  path: '/api/auth/sign-in',
  operationId: 'signIn',
  summary: 'Sign in with e-mail and password',
  tag: 'auth',
  auth: 'public',
  body: signInBodySchema,
  responses: { 200: sessionSchema },
});

export const signOut = defineRoute({
  method: 'POST',
  path: '/api/auth/sign-out',
  operationId: 'signOut',
  summary: 'End the current session',
  tag: 'auth',
  auth: 'public',
  responses: { 204: null },
});

const providerParams = z.lazy(() => z.strictObject({ provider: z.string().max(40) }));

export const oidcStart = defineRoute({
  method: 'GET',
  path: '/api/auth/oidc/{provider}/start',
  operationId: 'oidcStart',
  summary: 'Begin sign-in with an OpenID Connect provider (redirects to it)',
  tag: 'auth',
  auth: 'public',
  params: providerParams,
  query: z.object({ returnTo: returnToSchema }),
  responses: { 302: null },
  produces: 'text/html',
});

export const oidcCallback = defineRoute({
  method: 'GET',
  path: '/api/auth/oidc/{provider}/callback',
  operationId: 'oidcCallback',
  summary: 'Where the provider sends the user back (redirects into the app)',
  tag: 'auth',
  auth: 'public',
  params: providerParams,
  query: z.record(z.string(), z.string()),
  responses: { 302: null },
  produces: 'text/html',
});

export const setTimeZoneBodySchema = z.lazy(() =>
  z
    .strictObject({
      timeZone: z
        .string()
        .max(64)
        .refine(isTimeZone, { error: 'Must be an IANA time zone such as Europe/Paris' }),
    })
    .meta({ id: 'SetTimeZoneBody' }),
);

export const setTimeZone = defineRoute({
  method: 'PUT',
  path: '/api/auth/time-zone',
  operationId: 'setTimeZone',
  summary: 'Set the signed-in user’s time zone (the web app sends the browser’s at sign-in)',
  tag: 'auth',
  auth: 'session',
  body: setTimeZoneBodySchema,
  responses: { 200: userSchema, 400: apiErrorSchema },
});

export const authRoutes = [
  getSession,
  setTimeZone,
  getProviders,
  signUp,
  signIn,
  signOut,
  oidcStart,
  oidcCallback,
] as const;
