/** The companies feature: the company profile (edit modal) and the facility identifier fields. */
export { CompanyEditModal } from './CompanyEditModal.tsx';
export { FacilityIdentifierFields } from './FacilityIdentifierFields.tsx';
