// HTTP face of sign-in: thin handlers over the password and OIDC services and the session cookie
// (app.auth, http/session.ts). A third-party sign-in binds its state to the browser by a short-lived
// signed cookie; a refused callback redirects to the sign-in page with the error's code.
import {
  getProviders,
  getSession,
  oidcCallback,
  oidcStart,
  setTimeZone,
  signIn,
  signOut,
  signUp,
} from '@nova/core/contracts/auth';
import { DomainError } from '@nova/core/errors';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import type { RealtimeBus } from '../../realtime/bus.ts';
import type { OidcService } from './oidc.service.ts';
import type { PasswordService } from './password.service.ts';
import type { ProfileService } from './profile.service.ts';

const flowCookie = 'nova_oidc';

type Deps = {
  passwords: PasswordService;
  profile: ProfileService;
  oidc: OidcService;
  bus: RealtimeBus;
  publicUrl: string;
  signInRateLimit: { max: number; timeWindow: number };
};

export function registerAuthRoutes(app: FastifyInstance, deps: Deps): void {
  const { passwords, oidc, bus } = deps;
  const sessions = app.auth;
  const limited = { config: { rateLimit: deps.signInRateLimit } };

  addRoute(app, getSession, async ({ req, reply }) => {
    reply.header('cache-control', 'no-store');
    return sessions.present(await sessions.resolve(req));
  });

  addRoute(app, setTimeZone, ({ user, body }) => deps.profile.setTimeZone(user, body.timeZone));

  addRoute(app, getProviders, () => ({ providers: oidc.list(), password: true }));

  addRoute(
    app,
    signUp,
    async ({ body, req, reply }) => {
      const user = await passwords.signUp(body);
      return sessions.present(await sessions.start(req, reply, user));
    },
    limited,
  );

  addRoute(
    app,
    signIn,
    async ({ body, req, reply }) => {
      const user = await passwords.signIn(body);
      return sessions.present(await sessions.start(req, reply, user));
    },
    limited,
  );

  addRoute(app, signOut, async ({ req, reply }) => {
    if (await sessions.resolve(req)) sessions.assertCsrf(req);
    const ended = await sessions.end(req, reply);
    if (ended)
      await bus.publish(ended.user.id, {
        type: 'session.ended',
        ids: [ended.id.slice(0, 16)],
        version: null,
      });
  });

  addRoute(
    app,
    oidcStart,
    async ({ params, query, reply }) => {
      const { url, state } = await oidc.start(params.provider, query.returnTo ?? '/app');
      reply.setCookie(flowCookie, state, {
        path: '/api/auth/oidc',
        httpOnly: true,
        sameSite: 'lax',
        secure: sessions.secureCookies,
        signed: true,
        maxAge: 600,
      });
      return reply.redirect(url, 302);
    },
    limited,
  );

  addRoute(
    app,
    oidcCallback,
    async ({ params, req, reply }) => {
      const raw = req.cookies[flowCookie];
      const unsigned = raw ? req.unsignCookie(raw) : null;
      reply.clearCookie(flowCookie, { path: '/api/auth/oidc' });
      try {
        const callbackUrl = new URL(req.url, deps.publicUrl);
        const { identity, returnTo } = await oidc.finish(
          params.provider,
          callbackUrl,
          unsigned?.valid ? unsigned.value : null,
        );
        const user = await oidc.userFor(params.provider, identity);
        await sessions.start(req, reply, user);
        return reply.redirect(returnTo, 302);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        req.log.info({ code: error.code }, 'oidc sign-in refused');
        return reply.redirect(`/auth?error=${encodeURIComponent(String(error.code))}`, 302);
      }
    },
    limited,
  );
}
