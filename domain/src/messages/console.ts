/**
 * The console: the registry, internal users and sales representatives, reports and the staff's review
 * (issue 40 items 12-15: staff notifications and the console's notices). The product's own.
 */
export const CONSOLE_MESSAGES = {
  registryNoSubscription: 'This company has no subscription.',
  registryNoAddresses: 'This company has no addresses.',
  registryNoMembers: 'This company has no members.',
  companyActionNotAllowed:
    'This action is not available for a company in status {status} with this subscription.',
  notInternalUser: 'This user is not an internal user.',
  notExternalUser: 'This action applies to external users only.',
  cannotChangeOwnAccount: 'You cannot change your own role or status.',
  userAlreadyInState: 'This user is already {state}.',
  notSalesRepresentative: 'The chosen user is not an active sales representative.',
  alreadyAssigned: 'This sales representative is already assigned to the company.',
  noProfessionalProfile: 'This user has no professional profile.',
  reportDateInvalid: 'Dates must be written YYYY-MM-DD.',
  reportRangeInvalid: 'The end date must not be before the start date.',
  reportCategoryInvalid: 'Unknown task categories: {values}.',
  staffReviewActivated: 'Company waiting for review',
  staffReviewActivatedText: '{company} completed its activation and waits for validation.',
  staffReviewAnswered: 'Information received for review',
  staffReviewAnsweredText: '{company} answered the request for information and waits for validation.',
  internalUserCreated: 'Internal user {name} created',
  factoringCompanyCreated: 'Factoring company {name} created',
} as const;
