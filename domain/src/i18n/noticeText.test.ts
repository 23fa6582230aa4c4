import { describe, expect, it } from 'vitest';
import { noticeTextIn } from './noticeText.ts';

const base = {
  section: 'APPOINTMENT' as const,
  action: 'COMPLETE' as const,
  message: 'Appointment concluded',
  description: 'Springfield Imaging Center concluded an appointment for case CB-2026-000004.',
  caseFolio: 'CB-2026-000004',
  sender: { id: 'co-1', name: 'Springfield Imaging Center', type: 'FACILITY' as const },
};

describe('noticeTextIn', () => {
  it("tells a claimant's notification again in Spanish from its sender and folio", () => {
    expect(noticeTextIn('es', base)).toEqual({
      message: 'Cita concluida',
      description: 'Springfield Imaging Center concluyó una cita del caso CB-2026-000004.',
    });
  });

  it("keeps the server's English in English, for unknown pairs and when a field is missing", () => {
    const english = { message: base.message, description: base.description };
    expect(noticeTextIn('en', base)).toEqual(english);
    expect(noticeTextIn('es', { ...base, section: 'BILL', action: 'PRESENT' })).toEqual(english);
    expect(noticeTextIn('es', { ...base, sender: null })).toEqual(english);
    expect(noticeTextIn('es', { ...base, caseFolio: null })).toEqual(english);
  });
});
