import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail server on a loopback port that keeps what it receives, parsed. */
export interface TestSmtp {
  readonly url: string;
  readonly messages: ParsedMail[];
  /** Recipients whose mailbox "does not exist": refused with 550. */
  readonly unknownRecipients: Set<string>;
  /** Stops listening: connections are refused until `start`. */
  stop: () => Promise<void>;
  /** Listens again on the same port. */
  start: () => Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const unknownRecipients = new Set<string>();
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (unknownRecipients.has(address.address)) {
          callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
          return;
        }
        callback();
      },
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            messages.push(mail);
            callback();
          },
          (error: unknown) => {
            callback(error instanceof Error ? error : new Error(String(error)));
          },
        );
      },
    });
  let server = create();
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.server.address();
        if (address !== null && typeof address !== 'string') port = address.port;
        resolve();
      });
    });
  await listen();
  return {
    get url() {
      return `smtp://127.0.0.1:${String(port)}`;
    },
    messages,
    unknownRecipients,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
    start: async () => {
      server = create();
      await listen();
    },
  };
}
