// Logger options: structured pino logs that never carry cookies, tokens, passwords or query values;
// each request's child logger made only when it logs.
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

/** Keeps the path and the query keys, drops every query value (codes, states, tokens). */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const keys = url
    .slice(q + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=[redacted]`);
  return `${url.slice(0, q)}?${keys.join('&')}`;
}

export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.accessToken',
        '*.code',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
      }),
    },
  };
}

const levels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
type Level = (typeof levels)[number];
type LogFn = FastifyBaseLogger['info'];
type LevelAware = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

const isLevelAware = (logger: FastifyBaseLogger): logger is LevelAware =>
  typeof (logger as Partial<LevelAware>).isLevelEnabled === 'function';

/**
 * Fastify's childLoggerFactory: each request's logger (its id on every line) is made when the request
 * first logs at an enabled level. pino's child() with the redaction above cost ~20 µs, a few per cent
 * of a task create, on every request, though at the usual level (warn) almost none logs anything.
 */
export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  // A route's own level or serializers (none here today) change what the child logs: made at once.
  if (!isLevelAware(logger) || options.level !== undefined || options.serializers !== undefined)
    return logger.child(bindings, options);
  let child: FastifyBaseLogger | undefined;
  const real = () => {
    child ??= logger.child(bindings, options);
    return child;
  };
  const at =
    (level: Level): LogFn =>
    (...args: Parameters<LogFn>) => {
      if (child !== undefined || logger.isLevelEnabled(level)) real()[level](...args);
    };
  return {
    get level() {
      return child?.level ?? logger.level;
    },
    set level(value: string) {
      real().level = value;
    },
    trace: at('trace'),
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    fatal: at('fatal'),
    silent: () => {},
    child: (more, moreOptions) => real().child(more, moreOptions),
  };
};
