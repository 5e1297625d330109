// A real OpenID Connect provider on loopback for tests (the `oidc-provider` package): discovery,
// authorization code + PKCE, id_tokens carrying email and name. It replaces the package's noisy
// dev interactions with two small pages of our own, so tests know exactly what they look like:
//   login page   (title "Sign-in"):   fields labelled "Login" and "Password", button "Sign in"
//   consent page (title "Authorize"): button "Continue"
// Any password is accepted. A login that is not in `accounts` becomes an account on the fly
// (email = the login when it contains "@", else `${login}@example.test`).
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type IssuerClient = {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
  /** Defaults to client_secret_post, which is what openid-client uses when given a secret. */
  token_endpoint_auth_method?: 'client_secret_post' | 'client_secret_basic';
};

export type IssuerAccount = { email: string; name: string };

export type StartOidcIssuerOptions = {
  port?: number;
  clients: IssuerClient[];
  accounts?: Record<string, IssuerAccount>;
};

export type OidcIssuer = { issuer: string; close(): Promise<void> };

// oidc-provider ships no type declarations; these are the few members we use.
type Prompt = {
  name: string;
  details: {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
};
type InteractionDetails = {
  uid: string;
  prompt: Prompt;
  params: Record<string, unknown>;
  grantId?: string;
  session?: { accountId: string };
};
type Grant = {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  addResourceScope(indicator: string, scope: string): void;
  save(): Promise<string>;
};
type ProviderInstance = {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
    options?: { mergeWithLastSubmission?: boolean },
  ): Promise<void>;
  Grant: {
    new (init: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  };
  on(event: string, listener: (...args: unknown[]) => void): void;
};
type ProviderConstructor = new (issuer: string, configuration: Record<string, unknown>) => ProviderInstance;

// A specifier held in a variable keeps TypeScript from looking for the missing declarations.
const providerModule: string = 'oidc-provider';

type StoredPayload = Record<string, unknown> & { uid?: string; userCode?: string; grantId?: string };

/** In-memory storage for the provider (its built-in one prints a warning on every start). */
class MemoryAdapter {
  static store = new Map<string, { payload: StoredPayload; expiresAt: number }>();
  name: string;
  constructor(name: string) {
    this.name = name;
  }
  key(id: string): string {
    return `${this.name}:${id}`;
  }
  async upsert(id: string, payload: StoredPayload, expiresIn: number): Promise<void> {
    MemoryAdapter.store.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
  }
  async find(id: string): Promise<StoredPayload | undefined> {
    const entry = MemoryAdapter.store.get(this.key(id));
    if (!entry) return undefined;
    if (entry.expiresAt < Date.now()) {
      MemoryAdapter.store.delete(this.key(id));
      return undefined;
    }
    return entry.payload;
  }
  async findByUid(uid: string): Promise<StoredPayload | undefined> {
    for (const [key, entry] of MemoryAdapter.store) {
      if (key.startsWith(`${this.name}:`) && entry.payload.uid === uid) return entry.payload;
    }
    return undefined;
  }
  async findByUserCode(userCode: string): Promise<StoredPayload | undefined> {
    for (const [key, entry] of MemoryAdapter.store) {
      if (key.startsWith(`${this.name}:`) && entry.payload.userCode === userCode) return entry.payload;
    }
    return undefined;
  }
  async consume(id: string): Promise<void> {
    const entry = MemoryAdapter.store.get(this.key(id));
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
  }
  async destroy(id: string): Promise<void> {
    MemoryAdapter.store.delete(this.key(id));
  }
  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [key, entry] of MemoryAdapter.store) {
      if (entry.payload.grantId === grantId) MemoryAdapter.store.delete(key);
    }
  }
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>${title}</h1>${body}</main></body></html>`;
}

function loginPage(uid: string, loginHint: string): string {
  return page(
    'Sign-in',
    `<form method="post" action="/interaction/${escapeHtml(uid)}">
<input type="hidden" name="prompt" value="login">
<p><label for="login">Login</label> <input id="login" name="login" required autocomplete="username" value="${escapeHtml(loginHint)}"></p>
<p><label for="password">Password</label> <input id="password" type="password" name="password" required autocomplete="current-password"></p>
<button type="submit">Sign in</button></form>`,
  );
}

function consentPage(uid: string, clientId: string): string {
  return page(
    'Authorize',
    `<p>${escapeHtml(clientId)} asks for your e-mail address and name.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<input type="hidden" name="prompt" value="consent">
<button type="submit">Continue</button></form>`,
  );
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function accountFor(login: string, accounts: Map<string, IssuerAccount>): IssuerAccount {
  let account = accounts.get(login);
  if (!account) {
    const email = login.includes('@') ? login : `${login}@example.test`;
    account = { email, name: login.split('@')[0] ?? login };
    accounts.set(login, account);
  }
  return account;
}

async function handleInteraction(
  provider: ProviderInstance,
  accounts: Map<string, IssuerAccount>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  const { prompt, params, uid } = details;
  if (req.method === 'GET') {
    const html =
      prompt.name === 'login'
        ? loginPage(uid, typeof params.login_hint === 'string' ? params.login_hint : '')
        : consentPage(uid, String(params.client_id));
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(html);
    return;
  }
  const form = await readForm(req);
  if (prompt.name === 'login') {
    const login = (form.get('login') ?? '').trim();
    if (!login || !form.get('password')) {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      res.end(loginPage(uid, login));
      return;
    }
    accountFor(login, accounts);
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: login } },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const accountId = details.session?.accountId ?? '';
  const clientId = String(params.client_id);
  const grant =
    (details.grantId && (await provider.Grant.find(details.grantId))) ||
    new provider.Grant({ accountId, clientId });
  const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = prompt.details;
  if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
  if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
}

/** Starts the issuer on 127.0.0.1 (a free port unless `port` is given). */
export async function startOidcIssuer(opts: StartOidcIssuerOptions): Promise<OidcIssuer> {
  const accounts = new Map(Object.entries(opts.accounts ?? {}));
  let provider: ProviderInstance | undefined;
  let providerCallback: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;

  const server = createServer((req, res) => {
    if (!provider || !providerCallback) {
      res.writeHead(503).end();
      return;
    }
    if (/^\/interaction\/[^/]+\/?$/.test(new URL(req.url ?? '/', 'http://x').pathname)) {
      handleInteraction(provider, accounts, req, res).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(error instanceof Error ? error.message : 'interaction failed');
      });
      return;
    }
    providerCallback(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' };
  const { default: Provider } = (await import(providerModule)) as { default: ProviderConstructor };
  provider = new Provider(issuer, {
    clients: opts.clients.map((client) => ({
      token_endpoint_auth_method: 'client_secret_post',
      grant_types: ['authorization_code'],
      response_types: ['code'],
      ...client,
    })),
    adapter: MemoryAdapter,
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    // Fixed lifetimes: the defaults are functions that print a notice each time they run.
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 600,
      IdToken: 3600,
      Interaction: 3600,
      Session: 86400,
      Grant: 86400,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Put email and name in the id_token itself, as Google and most issuers do for the code flow.
    conformIdTokenClaims: false,
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = accountFor(sub, accounts);
      return {
        accountId: sub,
        claims: async () => ({ sub, email: account.email, email_verified: true, name: account.name }),
      };
    },
    renderError: async (
      ctx: { type: string; body: string },
      out: { error: string; error_description?: string },
    ) => {
      ctx.type = 'html';
      ctx.body = page('Error', `<p>${escapeHtml(out.error)}: ${escapeHtml(out.error_description ?? '')}</p>`);
    },
  });
  // Koa would print every error it handles; tests read outcomes from responses, not the console.
  (provider as unknown as { silent: boolean }).silent = true;
  providerCallback = provider.callback();

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A tiny cookie jar for one origin: enough for the provider's interaction cookies. */
class CookieJar {
  private cookies = new Map<string, string>();
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', val = ''] = attribute.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(val) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(val) < Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Drives the issuer's login and consent pages with plain HTTP, starting from the authorization URL
 * the server under test redirected to. Returns the URL the issuer finally redirects to (the client's
 * callback with `code` and `state`, or with `error`); the caller then requests it with its own cookies.
 */
export async function completeLoginOverHttp(
  authorizationUrl: string,
  login: string | { login: string; password?: string },
): Promise<string> {
  const credentials = typeof login === 'string' ? { login, password: 'password' } : login;
  const issuerOrigin = new URL(authorizationUrl).origin;
  const jar = new CookieJar();
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 12; step++) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    jar.store(response);
    body = undefined;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      const next = new URL(location, url);
      if (next.origin !== issuerOrigin) return next.href;
      url = next.href;
      continue;
    }
    const html = await response.text();
    if (response.status !== 200)
      throw new Error(`OIDC issuer answered ${response.status} at ${url}: ${html}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`OIDC issuer page at ${url} has no form`);
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
    body =
      prompt === 'login'
        ? new URLSearchParams({
            prompt,
            login: credentials.login,
            password: credentials.password ?? 'password',
          })
        : new URLSearchParams({ prompt });
  }
  throw new Error('OIDC issuer did not redirect back to the client within 12 steps');
}
