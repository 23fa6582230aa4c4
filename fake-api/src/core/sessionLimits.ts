/**
 * Sessions' limits (issue 39): an idle limit and an absolute lifetime for internal staff, external users and
 * external users who chose "stay signed in". SESSION_LIMITS (domain) are the defaults; the server's settings
 * (config.ts, the SESSION_* variables below) may change them. They are fixed on a session at sign-in.
 */
import { isInternal, SESSION_LIMITS } from '@casebridge/domain';
import type { UserType } from '@casebridge/domain';

export interface SessionLimit {
  idleMinutes: number;
  lifetimeHours: number;
}

export interface SessionLimits {
  internal: SessionLimit;
  external: SessionLimit;
  externalStaySignedIn: SessionLimit;
}

export const DEFAULT_SESSION_LIMITS: SessionLimits = {
  internal: { ...SESSION_LIMITS.internal },
  external: { ...SESSION_LIMITS.external },
  externalStaySignedIn: { ...SESSION_LIMITS.externalStaySignedIn },
};

/** The limit of a new session: staff always get the internal one, whatever they asked for. */
export function sessionLimitFor(
  limits: SessionLimits,
  userType: UserType | null,
  staySignedIn: boolean,
): SessionLimit {
  if (userType && isInternal({ userType })) return limits.internal;
  return staySignedIn ? limits.externalStaySignedIn : limits.external;
}

/** The environment variables of each limit, minutes and hours. */
export const SESSION_LIMIT_SETTINGS = {
  internal: ['SESSION_IDLE_MINUTES_INTERNAL', 'SESSION_LIFETIME_HOURS_INTERNAL'],
  external: ['SESSION_IDLE_MINUTES_EXTERNAL', 'SESSION_LIFETIME_HOURS_EXTERNAL'],
  externalStaySignedIn: ['SESSION_IDLE_MINUTES_STAY', 'SESSION_LIFETIME_HOURS_STAY'],
} as const;

/** Most minutes or hours a setting takes: a year. */
const MAX_MINUTES = 366 * 24 * 60;
const MAX_HOURS = 366 * 24;

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const text = env[name];
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new Error(`${name} must be a whole number from 1 to ${max}, got ${text}`);
  return value;
}

/** The limits the environment sets, the defaults elsewhere; a bad value throws (the server does not start). */
export function sessionLimitsFromEnv(env: NodeJS.ProcessEnv): SessionLimits {
  const read = (kind: keyof SessionLimits): SessionLimit => {
    const [idle, lifetime] = SESSION_LIMIT_SETTINGS[kind];
    const defaults = DEFAULT_SESSION_LIMITS[kind];
    return {
      idleMinutes: positive(env, idle, defaults.idleMinutes, MAX_MINUTES),
      lifetimeHours: positive(env, lifetime, defaults.lifetimeHours, MAX_HOURS),
    };
  };
  return {
    internal: read('internal'),
    external: read('external'),
    externalStaySignedIn: read('externalStaySignedIn'),
  };
}
