import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback for the browser tests (nodemailer's `smtp-server`): the Rightsdesk
 * server global-setup starts sends to it as to any mail server (`smtp://127.0.0.1:<port>?tls=none`,
 * an unencrypted relay the server allows on loopback only), and it writes each message it receives,
 * parsed by `mailparser`, as one JSON file into a folder the specs read (`receivedMail`).
 */
export interface ReceivedMail {
  /** The envelope: who the server sent it as, and to whom (`RCPT TO`). */
  envelopeFrom: string;
  envelopeTo: string[];
  /** The `From` header: the sender's name and address. */
  from: { name: string; address: string };
  /** The `To` header's addresses. */
  to: string[];
  subject: string;
  /** The plain text part. */
  text: string;
  /** The HTML part, when the message has one (a digest does, a test message does not). */
  html: string | null;
  receivedAt: string;
}

/** Starts the sink on a free loopback port; `close` stops it. */
export async function startSmtpSink(dir: string): Promise<{ port: number; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    // The relay Rightsdesk is told of takes plain SMTP without a login, as a local relay would.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: ReceivedMail = {
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            from: { name: parsed.from?.value[0]?.name ?? '', address: parsed.from?.value[0]?.address ?? '' },
            to: [parsed.to ?? []].flat().flatMap((header) => header.value.map((address) => address.address ?? '')),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html || null,
            receivedAt: new Date().toISOString(),
          };
          received += 1;
          // Numbered so that a listing reads in the order they came; written aside, then renamed,
          // so that a spec never reads half a file.
          const name = `${String(received).padStart(5, '0')}.json`;
          writeFileSync(join(dir, `${name}.part`), JSON.stringify(mail, null, 2));
          renameSync(join(dir, `${name}.part`), join(dir, name));
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Every message the sink has received so far (E2E_MAIL_DIR, set by global-setup), in the order they came. */
export function receivedMail(): ReceivedMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through playwright.config.ts (global setup)');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as ReceivedMail);
}
