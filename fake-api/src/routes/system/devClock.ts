/**
 * The development clock (DEV_CLOCK=1 only; config.ts): read it, or move it forward and run the referral and
 * adherence sweeps at once, so a demo or a browser test sees case invite reminders and expiry, missed
 * appointments and treatment gaps without waiting. Moving it is for internal staff who may validate (System
 * Admin, Super User). Without DEV_CLOCK both routes answer 403 MESSAGES.devClockOff and the server's clock is
 * the system's.
 */
import {
  ENDPOINTS,
  MESSAGES,
  advanceDevClockBodySchema,
  devClockSchema,
  hasInternalRole,
} from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import type { DevClock } from '../../core/devClock.ts';
import { forbidden } from '../../core/errors.ts';
import type { Services } from '../../core/types.ts';
import { runReferralSweep } from '../referrals/index.ts';
import { runAdherenceSweep } from '../appointments/adherenceSweep.ts';
import { runDowngradeSweep } from '../subscriptions/downgradeSweep.ts';
import { runCasePurge } from '../cases/caseDeletion.ts';

const HOUR_MS = 3_600_000;

function devClockOf(services: Services): DevClock {
  if (!services.devClock) throw forbidden(MESSAGES.devClockOff);
  return services.devClock;
}

const clockBody = (clock: DevClock) => ({ time: clock.now().toISOString(), offsetMs: clock.offsetMs });

const read = defineRoute({
  endpoint: ENDPOINTS.getDevClock,
  access: 'authenticated',
  doc: {
    summary: 'The server’s time and how far the development clock was moved (DEV_CLOCK=1 only)',
    description: `Without DEV_CLOCK: 403 "${MESSAGES.devClockOff}".`,
    tags: ['system'],
    response: devClockSchema,
    errors: [403],
  },
  handler: ({ services }) => ({ status: 200, body: clockBody(devClockOf(services)) }),
});

const advance = defineRoute({
  endpoint: ENDPOINTS.advanceDevClock,
  access: (principal) => hasInternalRole(principal, 'SUPER_USER'),
  body: advanceDevClockBodySchema,
  doc: {
    summary: 'Move the development clock forward (System Admin, Super User; DEV_CLOCK=1 only)',
    description:
      'Adds days and hours to the server’s time, then runs the referral sweep in the same request (case ' +
      'invite reminders and expiry due at the new time) and the adherence sweep (missed appointments and ' +
      'treatment gaps) and the downgrade sweep (pending downgrades whose period ended). Sessions age with the clock: past 7 days everyone ' +
      `signs in again. Without DEV_CLOCK: 403 "${MESSAGES.devClockOff}".`,
    tags: ['system'],
    response: devClockSchema,
  },
  handler: ({ services, body }) => {
    const clock = devClockOf(services);
    clock.advance((body.days * 24 + body.hours) * HOUR_MS);
    runReferralSweep(services);
    runAdherenceSweep(services);
    runDowngradeSweep(services);
    // Deleted cases whose 30 days the move passed (issue 40 item 28).
    while (runCasePurge(services).more);
    return { status: 200, body: clockBody(clock) };
  },
});

export const devClockRoutes = [read, advance];
