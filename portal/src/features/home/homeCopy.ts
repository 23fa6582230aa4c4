/**
 * The public home page's marketing copy (UI copy, not rules). What each audience does on the platform follows
 * SPEC.md section 1; numbers that are rules (validation hours, profiles included) come from the domain.
 */
import { LIMITS } from '@casebridge/domain';

export const HERO = {
  title: 'Personal-injury cases, connected from intake to settlement',
  subtitle:
    'CaseBridge brings attorneys, health providers, facilities, funding partners and claimants into one shared ' +
    'workspace: present a case, share files and medical bills, track payments and reductions, and keep everyone ' +
    'on the same page.',
  points: [
    'A directory of validated attorneys, providers and facilities',
    'Cases, invites, files, bills and payments in one place',
    `Every company validated by our team within ${LIMITS.validationHoursMin}-${LIMITS.validationHoursMax} hours`,
  ],
} as const;

export type AudienceIcon = 'attorney' | 'provider' | 'facility' | 'factoring';

export interface Audience {
  icon: AudienceIcon;
  title: string;
  summary: string;
  features: readonly string[];
}

export const SOLUTIONS_INTRO =
  'One platform, four ways to work: pick your role and see what CaseBridge does for you.';

export const AUDIENCES: readonly Audience[] = [
  {
    icon: 'attorney',
    title: 'Attorneys & law firms',
    summary: 'Run every personal-injury case from one list and get your clients treated faster.',
    features: [
      'Create and manage cases with files, medical bills, payments and reductions',
      'Present a case to a health provider or facility and follow the invite',
      'Search the directory by specialty and location',
      'Tasks and notes for your whole team, support staff included',
    ],
  },
  {
    icon: 'provider',
    title: 'Health providers',
    summary: 'Receive case invites from attorneys and keep the billing of each case in order.',
    features: [
      'Accept or decline the cases presented to you',
      'Share medical bills and records with the attorney of the case',
      'Manage appointments with claimants',
      `Be found in the directory; Premium includes ${LIMITS.premiumProfilesIncluded} licensed professional profiles`,
    ],
  },
  {
    icon: 'facility',
    title: 'Facilities',
    summary: 'Imaging centers, surgery centers and clinics: get referrals and stay visible where it matters.',
    features: [
      'Case invites and referrals from attorneys near you',
      'Billing per case with payments and reductions tracked',
      'Premium addresses that put each of your locations on the map',
      'Register with your Facility License # or NPI Number',
    ],
  },
  {
    icon: 'factoring',
    title: 'Factoring companies',
    summary: 'Medical-lien funding and advances, with the case details you need to decide.',
    features: [
      'Receive funding requests from attorneys for their clients or their firm',
      'Review, accept or reject each application',
      'Lien purchases and advances in the states you serve',
    ],
  },
];

export interface Testimonial {
  quote: string;
  author: string;
  role: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'We used to chase bills and records by fax. Now every provider on a case sees the same file, and our ' +
      'paralegals know exactly what is missing.',
    author: 'Danielle R.',
    role: 'Managing partner, personal-injury firm, Illinois',
  },
  {
    quote:
      'Case invites arrive with everything we need to schedule the patient. Our front desk accepts them in ' +
      'minutes instead of days.',
    author: 'Dr. Marcus T.',
    role: 'Chiropractor, Texas',
  },
  {
    quote:
      'Listing each of our imaging centers in the directory brought us attorneys from neighborhoods we had never ' +
      'worked with before.',
    author: 'Priya S.',
    role: 'Operations director, imaging center group, Florida',
  },
];

export interface Guide {
  title: string;
  audience: string;
  steps: readonly string[];
}

export const RESOURCES_INTRO =
  'Short guides to get you started. Need more help? Our support team is a message away.';

export const GUIDES: readonly Guide[] = [
  {
    title: 'Getting started with CaseBridge',
    audience: 'Everyone',
    steps: [
      'Sign up with your company type, your name and your company name.',
      'Enter the verification code we e-mail you.',
      'Choose a plan: Basic is free; Advanced and Premium start with a free trial.',
      `Activate your account with your company and professional details; we validate it within ${LIMITS.validationHoursMin}-${LIMITS.validationHoursMax} hours.`,
    ],
  },
  {
    title: 'Presenting a case to a provider',
    audience: 'Attorneys',
    steps: [
      'Search the directory by specialty and location.',
      'Open the provider or facility and present the case.',
      'Follow the invite: you are notified when it is accepted or declined.',
    ],
  },
  {
    title: 'Answering case invites',
    audience: 'Health providers and facilities',
    steps: [
      'Open Case Invites from the header menu.',
      'Review the case and accept or decline it.',
      'Accepted cases appear in your case list with their files and billing.',
    ],
  },
  {
    title: 'Being found in the directory',
    audience: 'Health providers and facilities',
    steps: [
      'Complete your company profile: phone, website and mission.',
      'Add your addresses; Premium makes them stand out in search results.',
      'Keep your specialty and license numbers up to date.',
    ],
  },
  {
    title: 'Following your case as a claimant',
    audience: 'Claimants',
    steps: [
      'Open the case link your attorney sent you and sign in.',
      'Complete your profile so your attorney and providers can reach you.',
      'Check the status of your case whenever you like.',
    ],
  },
];

export const ABOUT = {
  paragraphs: [
    'CaseBridge was built for the people who make personal-injury cases move: the attorneys who represent ' +
      'injured people, the providers and facilities who treat them, and the funding partners who make ' +
      'treatment possible before a settlement.',
    'Too much of that work still happens over phone calls, faxes and spreadsheets. We give every participant ' +
      'a shared, secure record of the case, so claimants get care sooner and everyone gets paid fairly.',
  ],
  values: [
    { title: 'Trusted network', text: 'Every company is reviewed by our team before it is validated.' },
    {
      title: 'Built for teams',
      text: 'Owners, admins, members and support staff, each with the right access.',
    },
    { title: 'Nationwide', text: 'Attorneys, providers and facilities in every state and DC.' },
  ],
} as const;

export const CLAIMANTS = {
  intro:
    'Injured in an accident? When your attorney works with CaseBridge, you can follow your case without ' +
    'waiting for a call back.',
  benefits: [
    'See the status of your case from the link your attorney sends you',
    'Keep your contact details and mailing address up to date in one profile',
    'Find attorneys near you when you need representation',
  ],
  verifyHelp:
    'Followed a verification link and landed here? Open the link in your latest e-mail from us again: it ' +
    'carries your e-mail address. Then sign in above.',
} as const;
