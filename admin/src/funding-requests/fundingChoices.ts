import {
  FUNDING_REQUEST_FOR,
  FUNDING_REQUEST_FOR_LABELS,
  FUNDING_TYPES,
  FUNDING_TYPE_LABELS,
  formatDollars,
} from '@casebridge/domain';
import { choicesOf } from '../registries/choices.ts';

export const fundingTypeChoices = choicesOf(FUNDING_TYPES, FUNDING_TYPE_LABELS);
export const requestForChoices = choicesOf(FUNDING_REQUEST_FOR, FUNDING_REQUEST_FOR_LABELS);
/** The domain's one money format (two decimals), as the funding screens call it. */
export const money = { format: formatDollars };
