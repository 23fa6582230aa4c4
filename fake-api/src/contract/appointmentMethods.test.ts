/**
 * The contract of the appointment calls (appointmentMethods, issue 16), run against the fake API's core in
 * process as the demo provider. The table is typed so that every method has its case.
 */
import { afterEach, describe, vi } from 'vitest';
import type { AppointmentMethods } from '@casebridge/domain/client';
import { contractTests } from './contractCase.ts';
import type { ContractCase } from './contractCase.ts';
import type { ContractWorld } from './harness.ts';

/** The demo provider books a 30-minute slot far ahead with its first professional. */
function book(world: ContractWorld, hour = 9) {
  const companyId = world.companyIdOf('health-provider-owner');
  const license = world.store.collection('licenses').findBy('companyId', companyId)[0]!;
  return world.client.dataProvider.createAppointment({
    licenseId: license.id,
    claimantName: 'Ana Diaz',
    startDate: `2031-05-06T${String(hour).padStart(2, '0')}:00:00.000Z`,
    endDate: `2031-05-06T${String(hour).padStart(2, '0')}:30:00.000Z`,
    notes: 'First visit',
  });
}

const CASES: Record<keyof AppointmentMethods, ContractCase> = {
  getAppointmentIndex: {
    as: 'health-provider-owner',
    run: async (world) => {
      await book(world);
      return world.client.dataProvider.getAppointmentIndex({
        status: 'SCHEDULED',
        startDate: '2031-05-06T00:00:00.000Z',
        endDate: '2031-05-07T00:00:00.000Z',
        page: 0,
        size: 50,
      });
    },
  },
  createAppointment: { as: 'health-provider-owner', run: (world) => book(world) },
  cancelAppointment: {
    as: 'health-provider-owner',
    run: async (world) => world.client.dataProvider.cancelAppointment((await book(world)).id, 'Patient ill'),
  },
  concludeAppointment: {
    as: 'health-provider-owner',
    run: async (world) => world.client.dataProvider.concludeAppointment((await book(world)).id),
  },
  getAppointmentBounds: {
    as: 'health-provider-owner',
    run: (world) => world.client.dataProvider.getAppointmentBounds(),
  },
  getCaseAdherence: {
    as: 'attorney-owner',
    run: (world) => {
      const firmId = world.companyIdOf('attorney-owner');
      const legalCase = world.store.collection('cases').findBy('attorneyCompanyId', firmId)[0]!;
      return world.client.dataProvider.getCaseAdherence(legalCase.id);
    },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('appointment calls against the core', () => contractTests(CASES));
