// The `nova` command: serve, migrate, help. Later issues add subcommands here.
import { parseArgs } from 'node:util';
import { aiCli } from './assistant-engine/cli-parse.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { serve } from './main.ts';
import { StartupError } from './startup-error.ts';

const help = `Usage: nova <command> [options]

Commands:
  serve      Start the web app and API (default port 3000, SQLite under ./data)
  migrate    Apply database migrations and exit
  ai parse   Read text on stdin, print the parsed tasks as JSON ([--now <ISO>] [--tz <zone>] [--locale ru|en|fr])
  help       Show this help

Options:
  -h, --help     Show this help
  -v, --version  Print the version

Configuration comes from environment variables; see .env.example.`;

async function migrate(): Promise<void> {
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

export async function main(argv: string[]): Promise<number> {
  if (argv[0] === 'ai')
    return aiCli(argv.slice(1), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
  let parsed: ReturnType<typeof parseCli>;
  try {
    parsed = parseCli(argv);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${help}`);
    return 2;
  }
  const [command = 'help', ...rest] = parsed.positionals;
  if (parsed.values.version) {
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
      await serve();
      return -1; // keeps running; the signal handlers exit
    }
    if (command === 'migrate') {
      await migrate();
      return 0;
    }
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
