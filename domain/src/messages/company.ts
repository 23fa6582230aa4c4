/**
 * A company's addresses and profile.
 */
export const COMPANY_MESSAGES = {
  // SPEC.md's sentences, word for word (shared/spec/messages.txt).
  duplicateAddress: 'This address is already in your company',
  noLicenseOrNpi: "This facility doesn't have a License or NPI Number",
  // The product's own.
  invalidAddress: 'Please select a valid address from the maps service suggestions',
  addressHint:
    'Type the street and number, a comma, then the city (e.g. 1200 Main St, Austin), and pick a suggestion.',
  noPlacesFound: 'No places found. Check the city name.',
  companyProfileSaved: 'Your company profile was saved.',
} as const;
