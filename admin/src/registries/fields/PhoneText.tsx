import { formatPhone } from '@casebridge/domain';

/** A stored phone number (digits) shown as (XXX) XXX-XXXX with the domain's formatter. */
export const PhoneText = ({ value }: { value: string | null | undefined }) => {
  const formatted = formatPhone(value);
  return formatted ? <span>{formatted}</span> : null;
};
