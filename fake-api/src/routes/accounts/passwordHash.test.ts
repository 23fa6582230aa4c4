import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, generateDatabase } from '@casebridge/fixtures';
import { costOf, DUMMY_HASH, hashPassword, PASSWORD_HASH_COST, passwordMatches } from './passwordHash.ts';

let demo: string | undefined;
/** A demo account's stored hash, as the fixtures make it (bcryptjs). */
const demoHash = () =>
  (demo ??= generateDatabase().users.find((user) => user.email === DEMO_ACCOUNTS[0]!.email)!.passwordHash);

describe('password hashes', () => {
  it('compares unknown e-mails against a dummy hash of the real cost, so both failures take as long', async () => {
    expect(costOf(DUMMY_HASH)).toBe(PASSWORD_HASH_COST);
    expect(costOf(await hashPassword('Some#2026pass'))).toBe(PASSWORD_HASH_COST);
    expect(costOf(demoHash())).toBe(PASSWORD_HASH_COST);
    expect(await passwordMatches(undefined, 'not-a-password')).toBe(false);
  });

  it("verifies the fixtures' bcryptjs hashes", async () => {
    expect(await passwordMatches(demoHash(), DEMO_PASSWORD)).toBe(true);
    expect(await passwordMatches(demoHash(), 'wrong')).toBe(false);
  });
});
