import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtpSink } from './smtp-sink';
import { TEAM, users } from './users';

/**
 * Starts the real Rightsdesk server for the browser tests:
 * - binary: $RIGHTSDESK_BIN, else <repo>/target/debug/rightsdesk;
 * - a fresh temporary data dir (SQLite) where the test users are created before serving;
 * - a real SMTP server on loopback (e2e/smtp-sink.ts), started first, which the server sends its
 *   e-mail to (RIGHTSDESK_SMTP_URL, RIGHTSDESK_MAIL_FROM) and which writes each message it receives
 *   into a folder, published as E2E_MAIL_DIR for the specs to read;
 * - `serve --bind 127.0.0.1:<free port> --web-dir <repo>/web/dist`;
 * - waits for /healthz, publishes the address as E2E_BASE_URL (and the binary, data dir and web
 *   dir as E2E_SERVER_BIN, E2E_DATA_DIR and E2E_WEB_DIR, for a test that starts a second instance
 *   on the same database), and returns the teardown.
 */
const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../..');

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** The sender the server is given, by name and address: what the messages the sink receives come from. */
export const MAIL_SENDER = { name: 'Rightsdesk', address: 'rights@rightsdesk.test' };
const MAIL_FROM = `${MAIL_SENDER.name} <${MAIL_SENDER.address}>`;

/** The environment without RIGHTSDESK_* settings, so nothing points the test server elsewhere. */
export function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('RIGHTSDESK_')) env[key] = value;
  }
  env.RUST_LOG ??= 'warn';
  return env;
}

async function waitForHealthy(baseURL: string, child: ChildProcess, logFile: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${baseURL}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-4000) : '';
  throw new Error(`The Rightsdesk server did not become healthy at ${baseURL} (exit code ${child.exitCode}).\n${log}`);
}

export default async function globalSetup() {
  const bin = process.env.RIGHTSDESK_BIN ?? join(repo, 'target/debug/rightsdesk');
  // E2E_WEB_DIR: another build of the app (e.g. `vite build --outDir ...`); web/dist by default.
  const webDir = process.env.E2E_WEB_DIR ?? join(repo, 'web/dist');
  if (!existsSync(bin)) {
    throw new Error(`Server binary not found at ${bin}. Build it (cargo build -p rightsdesk-server) or set RIGHTSDESK_BIN.`);
  }
  if (!existsSync(join(webDir, 'index.html'))) {
    throw new Error(`No built web app in ${webDir}. Run "npm run build -w web" first.`);
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'rightsdesk-e2e-'));
  const env = cleanEnv();
  for (const user of Object.values(users)) {
    execFileSync(
      bin,
      ['--data-dir', dataDir, 'user', 'add', '--email', user.email, '--name', user.name, '--password', user.password, '--team', 'team' in user ? user.team : TEAM, '--role', user.role],
      { env, stdio: 'pipe' },
    );
  }

  const mailDir = join(dataDir, 'mail');
  const sink = await startSmtpSink(mailDir);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  // stdout/stderr go to a file, not a pipe: nothing can hold the runner's output open.
  const child = spawn(bin, ['--data-dir', dataDir, 'serve', '--bind', `127.0.0.1:${port}`, '--web-dir', webDir], {
    env: { ...env, RIGHTSDESK_SMTP_URL: `smtp://127.0.0.1:${sink.port}?tls=none`, RIGHTSDESK_MAIL_FROM: MAIL_FROM },
    stdio: ['ignore', log, log],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);

  try {
    await waitForHealthy(baseURL, child, logFile, 30_000);
  } catch (error) {
    // its listening socket would keep the runner alive
    await sink.close();
    throw error;
  }
  process.env.E2E_BASE_URL = baseURL;
  Object.assign(process.env, { E2E_SERVER_BIN: bin, E2E_DATA_DIR: dataDir, E2E_WEB_DIR: webDir, E2E_MAIL_DIR: mailDir });
  console.log(`[e2e] rightsdesk serving ${webDir} at ${baseURL} (data ${dataDir}), its e-mail to 127.0.0.1:${sink.port}`);

  return async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null) {
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await sink.close();
    if (process.env.E2E_KEEP_DATA) console.log(`[e2e] kept ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  };
}
