// The `nova` command: serve, migrate, ai, help. Each command imports what it needs when it runs, so
// `nova ai parse` never loads the server, the database drivers or zod (it starts in about 0.1 s).
// Node's compile cache is on: the code V8 made for the modules of one run is written to disk when the
// process exits (under os.tmpdir()/node-compile-cache, or NODE_COMPILE_CACHE;
// NODE_DISABLE_COMPILE_CACHE=1 turns it off) and the next start reads it instead of parsing and
// compiling ~2.5 MB of bundle again (docs/decisions/0015-lean-server.md).
import { enableCompileCache } from 'node:module';
import { parseArgs } from 'node:util';
import { StartupError } from './startup-error.ts';

const help = `Usage: nova <command> [options]

Commands:
  serve      Start the web app and API (default port 3000, SQLite under ./data)
  migrate    Apply database migrations and exit
  ai parse   Read text on stdin, print the parsed tasks as JSON ([--now <ISO>] [--tz <zone>] [--locale ru|en|fr])
  ai eval    Run the public parse and chat case tables against the configured AI provider
  mcp        A Model Context Protocol server on stdio for AI agents (NOVA_API_TOKEN, NOVA_URL)
  help       Show this help

Options:
  -h, --help     Show this help
  -v, --version  Print the version

Configuration comes from environment variables; see .env.example.`;

async function migrate(): Promise<void> {
  const [{ loadConfig }, { openDatabase }, { migrateToLatest }] = await Promise.all([
    import('./config.ts'),
    import('./db/database.ts'),
    import('./db/migrate.ts'),
  ]);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  try {
    const { applied } = await migrateToLatest(database.db);
    console.log(
      applied.length
        ? `Applied ${applied.length} migration(s): ${applied.join(', ')}`
        : 'Database is up to date',
    );
  } finally {
    await database.close();
  }
}

/**
 * `nova mcp`: serves the MCP tools on stdin/stdout until the client disconnects. The token is checked
 * once first, so a wrong one fails at start with one clear line instead of on every tool call.
 */
async function mcp(): Promise<number> {
  const token = process.env.NOVA_API_TOKEN?.trim();
  const baseUrl = process.env.NOVA_URL?.trim() || `http://localhost:${process.env.PORT?.trim() || '3000'}`;
  if (!token) {
    console.error(
      'nova mcp: set NOVA_API_TOKEN to a token from Settings → API tokens (and NOVA_URL to your Nova address)',
    );
    return 2;
  }
  const [{ novaMcpServer, callApi }, { StdioServerTransport }, { serverRoot }, { readFileSync }] =
    await Promise.all([
      import('./mcp/nova-mcp.ts'),
      import('@modelcontextprotocol/sdk/server/stdio.js'),
      import('./paths.ts'),
      import('node:fs'),
    ]);
  const manifest: unknown = JSON.parse(readFileSync(`${serverRoot}/package.json`, 'utf8'));
  const version =
    typeof manifest === 'object' &&
    manifest !== null &&
    'version' in manifest &&
    typeof manifest.version === 'string'
      ? manifest.version
      : '0.0.0';
  const api = { baseUrl, token };
  try {
    await callApi(api, 'GET', '/api/mvd');
  } catch (error) {
    console.error(
      `nova mcp: ${baseUrl} refused the token or could not be reached (${error instanceof Error ? error.message : String(error)})`,
    );
    return 1;
  }
  const server = novaMcpServer(api, version);
  await server.connect(new StdioServerTransport());
  return -1; // runs until stdin closes
}

export async function main(argv: string[]): Promise<number> {
  if (argv[0] === 'ai') {
    const { aiCli } = await import('./assistant-engine/cli-parse.ts');
    return aiCli(argv.slice(1), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
  }
  let parsed: ReturnType<typeof parseCli>;
  try {
    parsed = parseCli(argv);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${help}`);
    return 2;
  }
  const [command = 'help', ...rest] = parsed.positionals;
  if (parsed.values.version) {
    const { loadConfig } = await import('./config.ts');
    console.log(loadConfig({}, { persistSecret: false }).version);
    return 0;
  }
  if (parsed.values.help || command === 'help') {
    console.log(help);
    return 0;
  }
  if (rest.length > 0) {
    console.error(`Unexpected argument: ${rest[0]}\n\n${help}`);
    return 2;
  }
  try {
    if (command === 'serve') {
      const [{ loadConfig }, { portInUse }] = await Promise.all([
        import('./config.ts'),
        import('./port-probe.ts'),
      ]);
      // Loaded once for the server too: a fresh DATA_DIR gets its session secret and VAPID keys made
      // and stored here, not made twice.
      const config = loadConfig(process.env);
      if (await portInUse(config.port, config.host)) {
        throw new StartupError(`Port ${config.port} is already in use: stop the other program or set PORT`);
      }
      const { serve } = await import('./main.ts');
      await serve(config);
      return -1; // keeps running; the signal handlers exit
    }
    if (command === 'migrate') {
      await migrate();
      return 0;
    }
    if (command === 'mcp') return await mcp();
  } catch (error) {
    if (error instanceof StartupError) {
      console.error(`nova: ${error.message}`);
      return 1;
    }
    throw error;
  }
  console.error(`Unknown command: ${command}\n\n${help}`);
  return 2;
}

function parseCli(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: { help: { type: 'boolean', short: 'h' }, version: { type: 'boolean', short: 'v' } },
  });
}

if (import.meta.main) {
  // Before the commands' modules load: only code compiled after this is cached.
  enableCompileCache();
  main(process.argv.slice(2)).then(
    (code) => {
      if (code >= 0) process.exitCode = code;
    },
    (error: unknown) => {
      console.error('nova: unexpected error:', error);
      process.exitCode = 1;
    },
  );
}
