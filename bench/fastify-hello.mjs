// The yardstick of bench/cold-start.ts and bench/rss.ts (issue 14: "cold start <= 1.5x a bare Fastify
// hello on the same machine"): Fastify answering GET /api/health on PORT, nothing else. Plain
// JavaScript, so Node's type stripping costs it nothing; started the way the server is
// (`node <file> serve`, the argument ignored).
import Fastify from 'fastify';

const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT'])
  process.once(signal, () => app.close().then(() => process.exit(0)));
