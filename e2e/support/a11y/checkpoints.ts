import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { A11ySession } from './a11ySession.ts';

/**
 * Playwright's action methods, wrapped once per worker so that the running test's A11ySession audits the
 * route a page shows before the test acts on it (the screen is then as the test saw it, and not yet changing).
 * Outside a test (no session) the wrappers only call through.
 */
let session: A11ySession | null = null;

export function setSession(next: A11ySession | null): void {
  session = next;
}

const LOCATOR_ACTIONS = [
  'check',
  'clear',
  'click',
  'dblclick',
  'dispatchEvent',
  'dragTo',
  'fill',
  'focus',
  'hover',
  'press',
  'pressSequentially',
  'selectOption',
  'selectText',
  'setChecked',
  'setInputFiles',
  'tap',
  'type',
  'uncheck',
];
const PAGE_ACTIONS = [
  'check',
  'click',
  'close',
  'dblclick',
  'dispatchEvent',
  'dragAndDrop',
  'fill',
  'focus',
  'goBack',
  'goForward',
  'goto',
  'hover',
  'press',
  'reload',
  'selectOption',
  'setInputFiles',
  'tap',
  'type',
  'uncheck',
];
const KEYBOARD_ACTIONS = ['down', 'insertText', 'press', 'type'];
const MOUSE_ACTIONS = ['click', 'dblclick', 'down', 'wheel'];

const WRAPPED = Symbol('a11y checkpoint');
type Method = ((...args: unknown[]) => Promise<unknown>) & { [WRAPPED]?: true };
/** The page behind a keyboard or a mouse (they do not expose it). */
const pageOfInput = new WeakMap<object, Page>();

function wrap(proto: object, names: string[], before: (self: object) => Promise<void>): void {
  const methods = proto as Record<string, Method>;
  for (const name of names) {
    const original = methods[name];
    if (typeof original !== 'function' || original[WRAPPED]) continue;
    const wrapped: Method = async function (this: object, ...args: unknown[]) {
      await before(this);
      return original.apply(this, args);
    };
    wrapped[WRAPPED] = true;
    methods[name] = wrapped;
  }
}

const auditPage = async (page: Page | undefined) => {
  if (session && page) await session.checkpoint(page);
};

export function installCheckpoints(page: Page): void {
  pageOfInput.set(page.keyboard, page);
  pageOfInput.set(page.mouse, page);
  wrap(Object.getPrototypeOf(page), PAGE_ACTIONS, (self) => auditPage(self as Page));
  wrap(Object.getPrototypeOf(page.locator('html')), LOCATOR_ACTIONS, (self) =>
    auditPage((self as ReturnType<Page['locator']>).page()),
  );
  wrap(Object.getPrototypeOf(page.keyboard), KEYBOARD_ACTIONS, (self) => auditPage(pageOfInput.get(self)));
  wrap(Object.getPrototypeOf(page.mouse), MOUSE_ACTIONS, (self) => auditPage(pageOfInput.get(self)));
  wrap(Object.getPrototypeOf(page.context()), ['close'], async (self) => {
    if (session) await session.checkpointContext(self as BrowserContext);
  });
}

/** Contexts a test opens itself (browser.newContext(), browser.newPage()) are watched like its own. */
export function installContextWatch(browser: Browser): void {
  const proto = Object.getPrototypeOf(browser) as Record<string, Method>;
  const original = proto.newContext;
  if (!original || original[WRAPPED]) return;
  const wrapped: Method = async function (this: Browser, ...args: unknown[]) {
    const context = (await original.apply(this, args)) as BrowserContext;
    session?.watchContext(context);
    return context;
  };
  wrapped[WRAPPED] = true;
  proto.newContext = wrapped;
}
