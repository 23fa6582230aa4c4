/**
 * Password hashing (bcrypt). Hashing and checking are slow on purpose, so they must hold up nothing else: the
 * routes run them in their `prepare` step, before the write lock (core/handle.ts), and @node-rs/bcrypt runs
 * them on libuv's thread pool (bcryptjs, pure JavaScript, blocked the event loop ~70 ms per check, so a burst
 * of sign-ins stalled every request). The hashes are the same bcrypt as the fixtures' (bcryptjs).
 */
import { hash, hashSync, parseOptions, verify } from '@node-rs/bcrypt';

/** Same cost as the fixtures' hashes. */
export const PASSWORD_HASH_COST = 10;

/**
 * Compared against when the e-mail is unknown, so both failures take the same time: it must have the cost of
 * real hashes (a cheaper one answered unknown e-mails in 4 ms against 98 ms, revealing which accounts exist).
 */
export const DUMMY_HASH = hashSync('not-a-password', { cost: PASSWORD_HASH_COST });

export const hashPassword = (plain: string): Promise<string> => hash(plain, { cost: PASSWORD_HASH_COST });

/** Whether `plain` matches the `stored` hash; without one (no such account) it takes as long and answers false. */
export async function passwordMatches(stored: string | undefined, plain: string): Promise<boolean> {
  const matches = await verify(plain, stored ?? DUMMY_HASH);
  return stored !== undefined && matches;
}

/** The cost a bcrypt hash was made with. */
export const costOf = (hash: string): number => parseOptions(hash).cost;
