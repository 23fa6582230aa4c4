/**
 * Deleting and restoring a case (issue 40 item 28, rules/caseDeletion.ts). The product's own.
 */
export const CASE_DELETION_MESSAGES = {
  caseDeleteBlocked:
    'Case {folio} cannot be deleted: {reasons}. Close or withdraw it instead: everything on it stays for everyone who worked on it.',
  caseDeleteBlockerBilling: 'it has bills, payments or reductions',
  caseDeleteBlockerSharedFiles: 'it has files shared with others',
  caseDeleteBlockerSettlement: 'its settlement statement is finalized',
  caseDeleteBlockerOtherCompanies: 'other companies entered records on it',
  caseDeleteBlockerMerge: 'it is part of a merge',
  caseDeleteSoft:
    'The case is moved to Deleted cases, hidden from every list. You can restore it there until {date}; after that it is deleted for good.',
  caseDeleted: 'Case {folio} deleted. You can restore it from Deleted cases until {date}.',
  caseRestored: 'Case {folio} restored.',
  caseRestoreExpired: 'This case was deleted more than {days} days ago and can no longer be restored.',
} as const;
