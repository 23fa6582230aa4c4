import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { CASE_MESSAGES } from '../validation/cases.ts';
import {
  BULK_UPLOAD_MESSAGES,
  bulkDay,
  bulkRowToInput,
  missingColumns,
  validateBulkRows,
} from './caseBulkUpload.ts';

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

describe('one pass over each row (issue 40 item 29)', () => {
  it('refuses a state code that is no US state, as the case form does', () => {
    const { valid, issues } = validateBulkRows([{ row: 2, cells: { ...good, 'Accident state': 'ZZ' } }], NOW);
    expect(valid).toEqual([]);
    expect(issues).toEqual([{ row: 2, field: 'Accident state', message: CASE_MESSAGES.stateCode }]);
  });

  it('flags a future accident date together with the row’s format errors', () => {
    const { issues } = validateBulkRows(
      [
        {
          row: 5,
          cells: {
            ...good,
            'Accident date': '12/31/2099',
            'Case type': 'Boating',
            'Policy limit (USD)': 'lots',
            'Statute of limitations': 'next year',
            'Accident state': 'ZZ',
          },
        },
      ],
      NOW,
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        { row: 5, field: 'Accident date', message: CASE_MESSAGES.accidentInFuture },
        { row: 5, field: 'Case type', message: MESSAGES.invalidOption },
        { row: 5, field: 'Policy limit (USD)', message: CASE_MESSAGES.policyLimit },
        { row: 5, field: 'Statute of limitations', message: BULK_UPLOAD_MESSAGES.dateFormat },
        { row: 5, field: 'Accident state', message: CASE_MESSAGES.stateCode },
      ]),
    );
    expect(issues).toHaveLength(5);
  });

  it('reports a statute before the accident even when another field is wrong', () => {
    const { issues } = validateBulkRows(
      [{ row: 2, cells: { ...good, 'Policy limit (USD)': 'lots', 'Statute of limitations': '2020-01-01' } }],
      NOW,
    );
    expect(issues.map((i) => i.message)).toEqual([
      CASE_MESSAGES.policyLimit,
      CASE_MESSAGES.statuteBeforeAccident,
    ]);
  });

  it('takes the dates US users type: MM/DD/YYYY, M/D/YYYY and YYYY-MM-DD', () => {
    expect(bulkDay('01/05/2026')).toBe('2026-01-05');
    expect(bulkDay('1/5/2026')).toBe('2026-01-05');
    expect(bulkDay('2026-01-05')).toBe('2026-01-05');
    const { valid, issues } = validateBulkRows(
      [{ row: 2, cells: { ...good, 'Accident date': '01/05/2026', 'Statute of limitations': '1/5/2028' } }],
      NOW,
    );
    expect(issues).toEqual([]);
    expect(valid[0]!.input).toMatchObject({
      accidentDate: '2026-01-05',
      statuteOfLimitationsDate: '2028-01-05',
    });
  });

  it('refuses a day that does not exist', () => {
    for (const typed of ['02/30/2026', '13/45/2026', '2026-13-45']) {
      const { issues } = validateBulkRows([{ row: 2, cells: { ...good, 'Accident date': typed } }], NOW);
      expect(issues).toEqual([{ row: 2, field: 'Accident date', message: BULK_UPLOAD_MESSAGES.dateFormat }]);
    }
  });
});

describe('missingColumns', () => {
  it('names the required columns a header row lacks, whatever their case', () => {
    expect(missingColumns(['claimant NAME', 'Case type'])).toContain('Accident date');
    expect(missingColumns(['claimant NAME', 'Case type'])).not.toContain('Claimant name');
  });
});
