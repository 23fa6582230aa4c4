import { Alert } from '@mui/material';
import { MESSAGES } from '@casebridge/domain';
import { FacilityActivationForm } from './FacilityActivationForm.tsx';
import type { ActivationFormProps } from './FacilityActivationForm.tsx';
import { ProfessionalActivationForm } from './ProfessionalActivationForm.tsx';

/** The activation form of the company's type (facility, or attorney and health provider). */
export const ActivationForm = (props: ActivationFormProps) => {
  const type = props.account.company?.type;
  if (type === 'FACILITY') return <FacilityActivationForm {...props} />;
  if (type === 'ATTORNEY' || type === 'HEALTH_PROVIDER') return <ProfessionalActivationForm {...props} />;
  return <Alert severity="info">{MESSAGES.activationByStaff}</Alert>;
};
