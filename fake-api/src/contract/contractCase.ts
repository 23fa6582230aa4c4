/** One contract case: who calls, what the client runs, and the error statuses it may meet on the way. */
import { it } from 'vitest';
import { checkExchanges, contractWorld } from './harness.ts';
import type { ContractWorld, Role } from './harness.ts';

export interface ContractCase {
  /** Signed in as this demo account first; a public call when omitted. */
  as?: Role;
  run(world: ContractWorld): Promise<unknown>;
  /** Error statuses the calls may answer (the route was reached); none by default. */
  errors?: number[];
}

/** A 1x1 PNG, for the uploads. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d4b9b30000000049454e44ae426082',
  'hex',
);

/** A case signs in (bcrypt) and may build workbooks: more than the unit default on 2 shared cores. */
const CASE_TIMEOUT_MS = 30_000;

/** One test per client method: run it against the core and check every call it made. */
export function contractTests(cases: Readonly<Record<string, ContractCase>>): void {
  for (const [method, { as, run, errors }] of Object.entries(cases)) {
    it(
      method,
      async () => {
        const world = contractWorld();
        if (as) await world.signIn(as);
        const failure = await run(world).then(
          () => null,
          (error: unknown) => error,
        );
        // The calls are checked first: a missing route or a refused body names the call, not just the error.
        checkExchanges(world.core, world.exchanges, errors);
        if (failure) throw failure;
      },
      CASE_TIMEOUT_MS,
    );
  }
}
