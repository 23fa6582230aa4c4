import {
  FUNDING_REQUEST_FOR,
  FUNDING_REQUEST_FOR_LABELS,
  FUNDING_TYPES,
  FUNDING_TYPE_LABELS,
} from '@casebridge/domain';
import { choicesOf } from '../registries/choices.ts';

export const fundingTypeChoices = choicesOf(FUNDING_TYPES, FUNDING_TYPE_LABELS);
export const requestForChoices = choicesOf(FUNDING_REQUEST_FOR, FUNDING_REQUEST_FOR_LABELS);
export const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
