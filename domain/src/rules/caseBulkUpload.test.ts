import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { CASE_MESSAGES } from '../validation/cases.ts';
import { bulkRowToInput, missingColumns, validateBulkRows } from './caseBulkUpload.ts';

const NOW = () => new Date('2026-11-24T12:00:00Z');
const good = {
  'Claimant name': 'Dana Rivers',
  'Claimant e-mail': 'dana@mail.test',
  'Case type': 'Slip and fall',
  'Accident date': new Date('2026-06-01T00:00:00Z'),
  'Accident city': 'Austin',
  'Accident state': 'Texas',
  'Police report': 'n/a',
  'Policy limit (USD)': '$50,000',
  'Statute of limitations': '2028-06-01',
  'Responsible attorney e-mail': 'member@firm.test',
};

describe('bulkRowToInput', () => {
  it('maps labels, state names, dates and amounts to the case form’s values', () => {
    expect(bulkRowToInput(good)).toMatchObject({
      caseType: 'SLIP_AND_FALL',
      accidentDate: '2026-06-01',
      accidentState: 'TX',
      policeReport: 'NA',
      policyLimit: 50000,
      claimantPhone: null,
    });
  });
});

describe('validateBulkRows', () => {
  it('keeps the valid rows and reports each bad field with the schema’s message and the column name', () => {
    const { valid, issues } = validateBulkRows(
      [
        { row: 2, cells: good },
        { row: 3, cells: { ...good, 'Claimant name': '', 'Accident date': '2099-01-01' } },
        { row: 4, cells: { ...good, 'Case type': 'Boating', 'Policy limit (USD)': 'lots' } },
      ],
      NOW,
    );
    expect(valid.map((v) => v.row)).toEqual([2]);
    expect(valid[0]!.attorneyEmail).toBe('member@firm.test');
    expect(issues).toContainEqual({ row: 3, field: 'Claimant name', message: MESSAGES.fieldRequired });
    expect(issues).toContainEqual({
      row: 3,
      field: 'Accident date',
      message: CASE_MESSAGES.accidentInFuture,
    });
    expect(issues).toContainEqual({ row: 4, field: 'Case type', message: MESSAGES.invalidOption });
    expect(issues).toContainEqual({
      row: 4,
      field: 'Policy limit (USD)',
      message: CASE_MESSAGES.policyLimit,
    });
  });
});

describe('missingColumns', () => {
  it('names the required columns a header row lacks, whatever their case', () => {
    expect(missingColumns(['claimant NAME', 'Case type'])).toContain('Accident date');
    expect(missingColumns(['claimant NAME', 'Case type'])).not.toContain('Claimant name');
  });
});
