/** Business constants and limits of SPEC.md section 9, once. */
export const LIMITS = {
  /** The console's "trials ending soon": the dashboard KPI and the registry shortcut. */
  trialEndingSoonDays: 7,
  introsPerMonth: 15,
  introductionMaxLength: 1500,
  /** Spec: "intro file max 30 (unit not shown)"; read as megabytes. */
  introFileMaxMb: 30,
  keywordMaxLength: 30,
  /** Keywords of a company profile (the tag input's optional maximum count, chosen for the company). */
  companyKeywordsMaxCount: 10,
  /**
   * SPEC.md 5 and 9 give two image limits: "max 10 MB (rejected above)" and the company logo's message 'The
   * picture must weight less than 15MB'. We keep both readings, each where it belongs: the company logo follows its
   * own message (15 MB, companyLogoMaxBytes), every other picture (a user's picture and ID picture, a factoring
   * company's logo) the 10 MB check (imageMaxBytes). See IMAGE_SIZE_RULES in validation/image.ts.
   */
  imageMaxBytes: 10 * 1024 * 1024,
  companyLogoMaxBytes: 15 * 1024 * 1024,
  imageMaxWidth: 1080,
  cropZoomMin: 0,
  cropZoomMax: 10,
  cropZoomStep: 0.1,
  cropAspectRatio: 1,
  rewardGoal: 10,
  notificationBadgeCap: 99,
  nameMaxLength: 60,
  companyNameMaxLength: 60,
  suiteMaxLength: 60,
  websiteMaxLength: 60,
  otherFacilityTypeMaxLength: 50,
  licenseMaxLength: 15,
  npiMaxLength: 10,
  taxIdMaxLength: 9,
  phoneMaskedMaxLength: 14,
  phoneDigits: 10,
  emailMaxLength: 320,
  missionMaxLength: 1500,
  /** Mission counter: fine above 150 left, warning 51 to 150, danger 50 or fewer. */
  missionWarnBelow: 150,
  missionDangerBelow: 50,
  casesPerPack: 10,
  minCasePacks: 1,
  premiumProfilesIncluded: 2,
  freePremiumAddresses: 1,
  searchPageSize: 10,
  activityLogPageSize: 15,
  previousBenefitItemsShown: 3,
  defaultTrialDays: 60,
  validationHoursMin: 24,
  validationHoursMax: 48,
  /** An answer to a request for information: files attached at most, and each file's size. */
  infoAnswerMaxFiles: 5,
  infoAnswerFileMaxBytes: 10 * 1024 * 1024,
  /** Uploads accepted by the fake API (multipart). */
  uploadMaxBytes: 30 * 1024 * 1024,
  /** E-mail verification and password-reset codes: digits, minutes valid, wrong tries allowed. */
  verificationCodeLength: 6,
  verificationCodeTtlMinutes: 15,
  verificationCodeMaxAttempts: 5,
  /**
   * Wrong codes allowed per account and purpose within an hour, whatever the number of codes sent: a new code
   * gives 5 more tries of that code, not a new budget (20 codes x 5 tries used to check 100 codes).
   */
  verificationCodeMaxAttemptsPerHour: 10,
  /**
   * Throttling of sign-ins and every other check of a password or code (issue 39): wrong tries per account
   * and client address per 15 minutes (429 for that pair only), per address across accounts per hour (429:
   * credential stuffing); past `signInSlowdownAfterFailures` wrong tries of an account from anywhere within
   * 15 minutes each try waits, doubling from 250 ms up to `signInSlowdownMaxMs` (never a refusal).
   */
  signInMaxFailuresPerPair: 10,
  signInMaxFailuresPerAddress: 100,
  signInSlowdownAfterFailures: 10,
  signInSlowdownMaxMs: 4_000,
  /**
   * Public calls that e-mail (reset and verification codes, sign-up): per recipient per 15 minutes (past it
   * the answer is the same but nothing is sent), per client address per hour (then 429).
   */
  mailsPerRecipient: 3,
  mailsPerAddress: 20,
  /** How long the token answered for an accepted password-reset code lets the user set a new password. */
  passwordResetTokenTtlMinutes: 15,
} as const;

/**
 * Server-side sessions' default limits (issue 39; the server's settings may change them): an idle limit (no
 * request or refresh for that long) and an absolute lifetime from sign-in, for internal staff, for external
 * users, and for external users who chose "stay signed in".
 */
export const SESSION_LIMITS = {
  internal: { idleMinutes: 30, lifetimeHours: 12 },
  external: { idleMinutes: 120, lifetimeHours: 24 },
  externalStaySignedIn: { idleMinutes: 7 * 24 * 60, lifetimeHours: 14 * 24 },
} as const;

export const TIMINGS = {
  toastMs: 2000,
  mobileMenuRedirectMs: 500,
  modalOpenDelayMs: 100,
  chunkTimeoutMs: 120_000,
  /** Upload progress simulation: 7000 bytes per 10 ms. */
  uploadSimulationBytes: 7000,
  uploadSimulationTickMs: 10,
} as const;

export const MAP = { defaultZoom: 3.5, pickedZoom: 12 } as const;

/** Static copy prices (USD per month) shown until GET /subscriptions/plan-pricing answers. */
export const STATIC_PRICES = {
  professionalPlan: 59,
  facilityPlan: 99,
  extraAddress: 9,
  extraProfile: 19,
} as const;

export const DATE_FORMATS = {
  long: 'MMM DD, YYYY',
  short: 'MM/DD/YY',
  input: 'MM/DD/YYYY',
} as const;

export const SUBSCRIPTION_LIST_DEFAULT_SORT = { field: 'lastUpdate', order: 'DESC' } as const;

/** Case list query defaults of section 3 ("Client-side session data"). */
export const CASE_LIST_DEFAULTS = { page: 0, column: 'createdDate', sort: 1, search: '' } as const;

/**
 * The public home page's sections (SPEC.md 1: the public header's external links Solutions, Testimonials,
 * Resources, About Us, Contact Us; 2.1: /verify goes to the claimant section). The home page is the sign-in
 * page: '/sign-in?section=<id>' opens it on a section. `header`: listed in the public header.
 */
export const HOME_SECTIONS = [
  { id: 'solutions', label: 'Solutions', header: true },
  { id: 'testimonials', label: 'Testimonials', header: true },
  { id: 'resources', label: 'Resources', header: true },
  { id: 'about-us', label: 'About Us', header: true },
  { id: 'contact-us', label: 'Contact Us', header: true },
  { id: 'claimant', label: 'Claimants', header: false },
] as const;

/** The public header's two buttons (SPEC.md 1). */
export const PUBLIC_ACTIONS = {
  logIn: { label: 'Log in', path: '/sign-in' },
  signUp: { label: 'Sign Up', path: '/sign-up' },
} as const;

/** How users reach CaseBridge support (the home page's Contact Us, the footer). Phone stored digits only. */
export const SUPPORT_CONTACT = {
  email: 'support@casebridge.test',
  phone: '8005550142',
  hours: 'Monday to Friday, 8 am to 6 pm Central Time',
} as const;

/** Oldest year accepted for a date of birth (claimant profile). */
export const MIN_BIRTH_YEAR = 1900;
