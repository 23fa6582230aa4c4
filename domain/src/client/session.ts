/**
 * The client-side session of SPEC.md section 3 ("Client-side session data"), kept in localStorage:
 * 'casebridge.session' (SessionData JSON), 'casebridge.lastVisited', plus the UI state the spec lists
 * with it (selected section, case-list query, funding filter and page). Corrupt values read as absent.
 *
 * The console and the portal are served from one origin, so they share localStorage: each app keeps its
 * keys under its own namespace (SESSION_NAMESPACES), chosen once when it creates its providers
 * (configureSession). A console sign-in then neither replaces the portal's session nor shows staff as
 * signed in on the portal, and signing out of one app leaves the other signed in.
 */
import { CASE_LIST_DEFAULTS, isClaimantLanguage } from '@casebridge/domain';
import type { ClaimantLanguage, SessionData, UserType } from '@casebridge/domain';
import type { App } from './types.ts';

const KEY_NAMES = {
  session: 'session',
  lastVisited: 'lastVisited',
  selectedSection: 'selectedSection',
  caseListQuery: 'caseListQuery',
  fundingQuery: 'fundingQuery',
  /** A visitor's user type, before any session (/claimant/cases/{id} stores CLAIMANT). */
  userType: 'userType',
  /** The language chosen on this browser (issue 16): the claimant's side before sign-in, and after it. */
  language: 'language',
} as const;

type StorageKeys = { readonly [K in keyof typeof KEY_NAMES]: string };

/** The prefix of each app's keys: the portal keeps the historical 'casebridge.*' names. */
export const SESSION_NAMESPACES: Readonly<Record<App, string>> = {
  portal: 'casebridge.',
  admin: 'casebridge.console.',
};

const keysIn = (namespace: string): StorageKeys =>
  Object.fromEntries(
    Object.entries(KEY_NAMES).map(([key, name]) => [key, `${namespace}${name}`]),
  ) as StorageKeys;

/** The portal's keys (the default namespace). */
export const STORAGE_KEYS: StorageKeys = keysIn(SESSION_NAMESPACES.portal);

/** The keys of the app this page runs (the portal's until configureSession says otherwise). */
let keys: StorageKeys = STORAGE_KEYS;

/** The keys the session store reads and writes now. */
export const storageKeys = (): StorageKeys => keys;

/** Case list query held between visits; defaults are CASE_LIST_DEFAULTS. */
export interface CaseListQuery {
  page: number;
  column: string;
  /** 1 ascending, -1 descending (the spec's default is 1). */
  sort: number;
  search: string;
}

/** Funding-request list state held between visits. */
export interface FundingQuery {
  /** The funding list's filter value (e.g. a status), null when none. */
  filter: string | null;
  page: number;
}

export const FUNDING_QUERY_DEFAULTS: FundingQuery = { filter: null, page: 0 };

type Listener = (session: SessionData | null) => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readJson(key: string): unknown {
  const raw = storage()?.getItem(key);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  storage()?.setItem(key, JSON.stringify(value));
}

function remove(key: string): void {
  storage()?.removeItem(key);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isSessionData(value: unknown): value is SessionData {
  return (
    isObject(value) &&
    typeof value.token === 'string' &&
    typeof value.refreshToken === 'string' &&
    typeof value.userType === 'string' &&
    typeof value.userId === 'string'
  );
}

/** The last parsed session, so unchanged storage answers the same object (useSyncExternalStore needs that). */
let cache: { raw: string | null; value: SessionData | null } = { raw: null, value: null };

function parseSession(raw: string | null): SessionData | null {
  if (raw == null) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    return isSessionData(value) ? value : null;
  } catch {
    return null;
  }
}

function notify(): void {
  const current = session.get();
  for (const listener of listeners) listener(current);
}

export const session = {
  /** The stored session, or null when absent or unreadable. */
  get(): SessionData | null {
    const raw = storage()?.getItem(keys.session) ?? null;
    if (raw !== cache.raw) cache = { raw, value: parseSession(raw) };
    return cache.value;
  },
  set(data: SessionData): void {
    writeJson(keys.session, data);
    notify();
  },
  /** Merges a patch into the stored session; does nothing when there is none. Returns the result. */
  update(patch: Partial<SessionData>): SessionData | null {
    const current = session.get();
    if (!current) return null;
    const next = { ...current, ...patch };
    session.set(next);
    return next;
  },
  /** Signs out locally: removes the session and the per-user list state (lastVisited is kept). */
  clear(): void {
    remove(keys.session);
    remove(keys.caseListQuery);
    remove(keys.fundingQuery);
    notify();
  },
  /** Calls the listener on every set/update/clear of this tab and on changes made by other tabs. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  getLastVisited(): string | null {
    const value = storage()?.getItem(keys.lastVisited);
    return value ? value : null;
  },
  setLastVisited(path: string): void {
    storage()?.setItem(keys.lastVisited, path);
  },
  clearLastVisited(): void {
    remove(keys.lastVisited);
  },

  /** The session's user type, else the one stored for a visitor, else null. */
  getUserType(): UserType | null {
    const stored = storage()?.getItem(keys.userType);
    return session.get()?.userType ?? ((stored || null) as UserType | null);
  },
  /** Stores a visitor's user type (kept until a sign-in answers the real one). */
  setUserType(userType: UserType): void {
    storage()?.setItem(keys.userType, userType);
  },

  /** The language chosen on this browser, or null when none was (kept across sign-outs). */
  getLanguage(): ClaimantLanguage | null {
    const value = storage()?.getItem(keys.language);
    return isClaimantLanguage(value) ? value : null;
  },
  setLanguage(language: ClaimantLanguage): void {
    storage()?.setItem(keys.language, language);
  },

  getSelectedSection(): string | null {
    const value = storage()?.getItem(keys.selectedSection);
    return value ? value : null;
  },
  setSelectedSection(section: string | null): void {
    if (section == null) remove(keys.selectedSection);
    else storage()?.setItem(keys.selectedSection, section);
  },

  getCaseListQuery(): CaseListQuery {
    const value = readJson(keys.caseListQuery);
    const stored = isObject(value) ? value : {};
    return {
      page: typeof stored.page === 'number' ? stored.page : CASE_LIST_DEFAULTS.page,
      column: typeof stored.column === 'string' ? stored.column : CASE_LIST_DEFAULTS.column,
      sort: typeof stored.sort === 'number' ? stored.sort : CASE_LIST_DEFAULTS.sort,
      search: typeof stored.search === 'string' ? stored.search : CASE_LIST_DEFAULTS.search,
    };
  },
  setCaseListQuery(patch: Partial<CaseListQuery>): CaseListQuery {
    const next = { ...session.getCaseListQuery(), ...patch };
    writeJson(keys.caseListQuery, next);
    return next;
  },
  resetCaseListQuery(): void {
    remove(keys.caseListQuery);
  },

  getFundingQuery(): FundingQuery {
    const value = readJson(keys.fundingQuery);
    const stored = isObject(value) ? value : {};
    return {
      filter: typeof stored.filter === 'string' ? stored.filter : FUNDING_QUERY_DEFAULTS.filter,
      page: typeof stored.page === 'number' ? stored.page : FUNDING_QUERY_DEFAULTS.page,
    };
  },
  setFundingQuery(patch: Partial<FundingQuery>): FundingQuery {
    const next = { ...session.getFundingQuery(), ...patch };
    writeJson(keys.fundingQuery, next);
    return next;
  },
  resetFundingQuery(): void {
    remove(keys.fundingQuery);
  },
};

export type SessionStore = typeof session;

/**
 * Chooses the app whose keys the session store uses in this page: each app calls it once, when it creates its
 * providers (createClient does), before anything reads the session.
 */
export function configureSession(app: App): void {
  const next = keysIn(SESSION_NAMESPACES[app]);
  if (next.session === keys.session) return;
  keys = next;
  cache = { raw: null, value: null };
  notify();
}

// Another tab signing in or out changes the same storage: tell this tab's listeners.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === keys.session) notify();
  });
}
