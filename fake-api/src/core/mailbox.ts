/**
 * The fake API's mail: every e-mail is recorded in the outbox collection, which internal staff browse in the
 * console. A secret an e-mail carries (a verification code, a temporary password) is never recorded: the
 * stored body holds SECRET_MASK in its place, so neither the data file, its journal nor any reader of the
 * outbox learns it. In development mode (DEV_MAILBOX=1, see config.ts) the secrets are also kept in this
 * process's memory, never on disk, and the outbox routes show them, so a demo can read its codes in the
 * console; a restart forgets them.
 */
import type { OutboxEmail } from '@casebridge/domain';
import type { Services } from './types.ts';

/** What a stored e-mail shows where its secret was. */
export const SECRET_MASK = '[hidden]';

/** The secrets of the e-mails sent since the start, by outbox id (development mode only). */
export interface DevMailbox {
  keep(mailId: string, secret: string): void;
  /** The e-mail with its secret in place of SECRET_MASK (unchanged when none is kept). */
  reveal(mail: OutboxEmail): OutboxEmail;
}

/** At most this many secrets are kept (the oldest go first): enough for any demo. */
const MAX_KEPT = 5_000;

export function createDevMailbox(): DevMailbox {
  const secrets = new Map<string, string>();
  return {
    keep(mailId, secret) {
      secrets.set(mailId, secret);
      if (secrets.size > MAX_KEPT) secrets.delete(secrets.keys().next().value!);
    },
    reveal(mail) {
      const secret = secrets.get(mail.id);
      return secret === undefined ? mail : { ...mail, body: mail.body.replace(SECRET_MASK, () => secret) };
    },
  };
}

export interface Mail {
  to: string;
  subject: string;
  /** The body, with SECRET_MASK where the secret goes when there is one. */
  body: string;
  secret?: string;
}

/** Records an e-mail in the outbox; its secret is kept only by a development mailbox. */
export function sendMail(services: Services, mail: Mail): OutboxEmail {
  if (mail.secret !== undefined && !mail.body.includes(SECRET_MASK))
    throw new Error('an e-mail carrying a secret must show SECRET_MASK where it goes');
  const stored = services.store.insert('outbox', {
    to: mail.to,
    subject: mail.subject,
    body: mail.body,
    sentAt: services.clock.now().toISOString(),
  });
  if (mail.secret !== undefined) services.mailbox?.keep(stored.id, mail.secret);
  return stored;
}

/** The e-mail as the outbox routes answer it: with its secret only in development mode. */
export const readableMail = (services: Services, mail: OutboxEmail): OutboxEmail =>
  services.mailbox ? services.mailbox.reveal(mail) : mail;
