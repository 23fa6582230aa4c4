import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { MESSAGES, REJECT_REFERRAL_DENIED } from '@casebridge/domain';
import type { ReferralView } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import { RENDER_TIMEOUT_MS, fakeDataProvider, renderPortal } from '../../test/portalTestUtils.tsx';
import { PROFESSIONALS, acceptedView, providerSession, referralView } from './referralTestData.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The API's referral: each answer changes what GET /referrals/{id} answers next, as the server does. */
function provider(pending = referralView()) {
  const dataProvider = fakeDataProvider();
  let current: ReferralView = pending;
  const answer = (next: ReferralView) => async () => (current = next);
  Object.assign(dataProvider, {
    getReferral: vi.fn(async () => current),
    acceptReferral: vi.fn(answer(acceptedView())),
    rejectReferral: vi.fn(
      answer(
        referralView({
          status: 'REJECTED',
          rejectMotive: 'OTHER',
          rejectReason: 'On leave',
          canAnswer: false,
        }),
      ),
    ),
    assignReferral: vi.fn(answer(acceptedView({ assigned: [PROFESSIONALS[1]!] }))),
    getCompanyProfessionals: vi.fn(async () => PROFESSIONALS),
  });
  return dataProvider;
}

const heading = () => screen.findByRole('heading', { name: 'Case invite CB-2026-000001' });

describe('case invite details', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('shows the case without its claimant before acceptance; accepting shows the claimant and the way to the case', async () => {
    session.set(providerSession());
    const dataProvider = provider();
    renderPortal('/case-invites/r1', { dataProvider });
    await heading();
    expect(screen.getByText(/Lower back pain and whiplash/)).toBeTruthy();
    expect(screen.getByText('Chiropractic care')).toBeTruthy();
    expect(screen.queryByText('Maria Gomez')).toBeNull();
    expect(screen.getByText(/shown once your company accepts the case/)).toBeTruthy();
    expect(document.title).toBe('Case invite CB-2026-000001 · CaseBridge');

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept case CB-2026-000001?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept case' }));
    await waitFor(() => expect(dataProvider.acceptReferral).toHaveBeenCalledWith('r1'));
    expect(await screen.findByText('Maria Gomez')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open case CB-2026-000001' }).getAttribute('href')).toBe(
      '/cases/ca1',
    );
    expect(screen.getByText(/Case CB-2026-000001 accepted/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('rejects with a motive of the list; Other needs its text', async () => {
    session.set(providerSession());
    const dataProvider = provider();
    renderPortal('/case-invites/r1', { dataProvider });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject case CB-2026-000001' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject case' }));
    expect(await within(dialog).findByText(MESSAGES.invalidOption)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject case' }));
    expect(await within(dialog).findByText(MESSAGES.fieldRequired)).toBeTruthy();
    expect(dataProvider.rejectReferral).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Tell the firm why/ }), {
      target: { value: 'On leave' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject case' }));
    await waitFor(() =>
      expect(dataProvider.rejectReferral).toHaveBeenCalledWith('r1', { motive: 'OTHER', text: 'On leave' }),
    );
    expect(await screen.findByText(/Reason: On leave/)).toBeTruthy();
  });

  it('shows the server’s refusal of a rejection in the dialog', async () => {
    session.set(providerSession());
    const dataProvider = provider();
    dataProvider.rejectReferral = vi.fn(async () => {
      throw new HttpError(REJECT_REFERRAL_DENIED, 403, {
        error: 'forbidden',
        message: REJECT_REFERRAL_DENIED,
      });
    });
    renderPortal('/case-invites/r1', { dataProvider });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Outside our area' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject case' }));
    expect(await within(dialog).findByText(REJECT_REFERRAL_DENIED)).toBeTruthy();
    expect(dataProvider.rejectReferral).toHaveBeenCalledWith('r1', { motive: 'OUTSIDE_AREA' });
  });

  it('a member who may not reject sees Reject disabled with the reason', async () => {
    session.set(providerSession({ permissions: 'MEMBER' }));
    const dataProvider = provider(
      referralView({ canReject: false, rejectDeniedReason: REJECT_REFERRAL_DENIED }),
    );
    renderPortal('/case-invites/r1', { dataProvider });
    await heading();
    const reject = screen.getByRole('button', { name: 'Reject' });
    expect((reject as HTMLButtonElement).disabled).toBe(true);
    expect(reject.getAttribute('aria-describedby')).toBe(screen.getByText(REJECT_REFERRAL_DENIED).id);
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
  });

  it('assigns at least one professional of the company', async () => {
    session.set(providerSession());
    const dataProvider = provider();
    renderPortal('/case-invites/r1', { dataProvider });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Assign professionals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign case CB-2026-000001' });
    const ben = await within(dialog).findByRole('checkbox', { name: 'Ben Cole, PT' });
    expect(dataProvider.getCompanyProfessionals).toHaveBeenCalledWith('hp1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText(MESSAGES.selectAtLeastOne)).toBeTruthy();
    fireEvent.click(ben);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(dataProvider.assignReferral).toHaveBeenCalledWith('r1', { professionalIds: ['p2'] }),
    );
    expect(await screen.findByText(/Assigned to Ben Cole, PT/)).toBeTruthy();

    // Once accepted, the company may change whom it assigned (the dialog starts from the assignment).
    fireEvent.click(screen.getByRole('button', { name: 'Change assignment' }));
    const again = await screen.findByRole('dialog', { name: 'Assign case CB-2026-000001' });
    expect(
      ((await within(again).findByRole('checkbox', { name: 'Ben Cole, PT' })) as HTMLInputElement).checked,
    ).toBe(true);
    expect((within(again).getByRole('checkbox', { name: 'Ana Ruiz, DC' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('an expired invite shows its state and no action; a missing one says so', async () => {
    session.set(providerSession());
    renderPortal('/case-invites/r1', {
      dataProvider: provider(referralView({ status: 'EXPIRED', canAnswer: false, canReject: false })),
    });
    expect(await screen.findByText(/expired without an answer/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    cleanup();

    const missing = provider();
    missing.getReferral = vi.fn(async () => {
      throw new HttpError(MESSAGES.notFound, 404, { error: 'not_found', message: MESSAGES.notFound });
    });
    renderPortal('/case-invites/nope', { dataProvider: missing });
    expect(
      await screen.findByText('This invite does not exist or was not sent to your company.'),
    ).toBeTruthy();
  });
});
