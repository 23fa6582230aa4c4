/** Lookup catalogs of section 3 (contents are the product's own; the spec does not show them). */
export interface CatalogItem {
  id: string;
  name: string;
}

const items = (names: string[], prefix: string): CatalogItem[] =>
  names.map((name, i) => ({ id: `${prefix}-${String(i + 1).padStart(2, '0')}`, name }));

export const HOW_YOU_HEAR_ABOUT_US = items(
  [
    'Google search',
    'Social media',
    'A colleague',
    'A conference or event',
    'An e-mail from us',
    'A sales representative',
    'Other',
  ],
  'hear',
);

export const TIME_WITHOUT_BEING_ATTENDED = items(
  ['Less than a week', '1 to 4 weeks', '1 to 3 months', '3 to 6 months', 'More than 6 months'],
  'wait',
);

export const FACILITY_TYPES = items(
  [
    'Hospital',
    'Urgent care',
    'Imaging center',
    'Physical therapy clinic',
    'Surgery center',
    'Chiropractic clinic',
    'Pharmacy',
    'Other',
  ],
  'fac',
);
/** The facility type whose choice requires the facilityTypeOther text. */
export const FACILITY_TYPE_OTHER_ID = FACILITY_TYPES[FACILITY_TYPES.length - 1]!.id;

export const ATTORNEY_SPECIALTIES = items(
  [
    'Personal injury',
    'Car accidents',
    'Truck accidents',
    'Motorcycle accidents',
    'Medical malpractice',
    'Workers compensation',
    'Wrongful death',
    'Slip and fall',
    'Product liability',
    'Dog bites',
  ],
  'att',
);

export const HEALTH_PROVIDER_SPECIALTIES = items(
  [
    'Chiropractor',
    'Orthopedic surgeon',
    'Neurologist',
    'Physical therapist',
    'Pain management',
    'Radiologist',
    'Neurosurgeon',
    'Primary care',
    'Psychologist',
    'Acupuncturist',
  ],
  'hp',
);

export const ALL_SPECIALTIES = [...ATTORNEY_SPECIALTIES, ...HEALTH_PROVIDER_SPECIALTIES];
