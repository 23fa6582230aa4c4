import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { DEFAULT_PLAN_PRICING, MESSAGES } from '@casebridge/domain';
import type { User } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import { fullCompany, testAccount, testSubscription, testUser } from '../../test/accountTestData.ts';
import {
  RENDER_TIMEOUT_MS,
  fakeDataProvider,
  renderPortal,
  testSession,
} from '../../test/portalTestUtils.tsx';

// jsdom has no canvas nor image layout: the crop dialog's stand-in applies the picked file as it is (the real
// dialog is tested on My Company and in the browser test).
vi.mock('../../shared/image/ImageCropDialog.tsx', () => ({
  ImageCropDialog: ({ file, title, onApply }: { file: File; title: string; onApply: (f: File) => void }) => (
    <div role="dialog" aria-label={title}>
      <button onClick={() => onApply(file)}>Apply</button>
    </div>
  ),
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const SAVED = '/api/users/u1/picture?v=2';

function show(upload: (id: string, file: File) => Promise<User>) {
  const company = fullCompany({ status: 'VALIDATED' });
  let user = testUser({ picture: null });
  session.set(testSession({ companyType: 'ATTORNEY', companyStatus: 'VALIDATED' }));
  const dataProvider = fakeDataProvider(0);
  const uploadUserPicture = vi.fn(async (id: string, file: File) => {
    user = await upload(id, file);
    return user;
  });
  Object.assign(dataProvider, {
    getAccount: vi.fn(() => Promise.resolve(testAccount(company, testSubscription(), user))),
    getPlanPricing: vi.fn(() => Promise.resolve(DEFAULT_PLAN_PRICING)),
    uploadUserPicture,
  });
  renderPortal('/my-account', { dataProvider });
  return uploadUserPicture;
}

const pick = async (file: File) =>
  fireEvent.change(await screen.findByLabelText('Your picture'), { target: { files: [file] } });
const png = () => new File(['png'], 'me.png', { type: 'image/png' });

describe('the user picture on My Account', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('crops and uploads the picture (PUT /users/{id}/picture), then My Account and the header show it', async () => {
    const uploadUserPicture = show((_id, _file) => Promise.resolve(testUser({ picture: SAVED })));
    expect(await screen.findByRole('button', { name: 'Upload picture' })).toBeTruthy();
    await pick(png());
    const dialog = await screen.findByRole('dialog', { name: 'Crop your picture' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(uploadUserPicture).toHaveBeenCalledWith('u1', expect.any(File)));
    expect(await screen.findByText('Your picture was saved.')).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getAllByRole('img', { name: 'Your picture' }).map((img) => img.getAttribute('src')),
      ).toEqual([SAVED, SAVED]),
    );
    expect(screen.getByRole('button', { name: 'Change picture' })).toBeTruthy();
  });

  it('refuses a non-image and a picture above 10 MB before any upload', async () => {
    const uploadUserPicture = show(() => Promise.reject(new Error('not called')));
    await pick(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(MESSAGES.selectImageFile)).toBeTruthy();
    const big = png();
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await pick(big);
    expect(await screen.findByText(MESSAGES.imageTooLarge)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(uploadUserPicture).not.toHaveBeenCalled();
  });

  it("shows the API's message when the upload is refused, and the button can be reached by keyboard", async () => {
    show(() =>
      Promise.reject(
        new HttpError(MESSAGES.imageTooLarge, 413, {
          error: 'payload_too_large',
          message: MESSAGES.imageTooLarge,
        }),
      ),
    );
    const button = await screen.findByRole('button', { name: 'Upload picture' });
    expect(button.tabIndex).toBe(0);
    await pick(png());
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', MESSAGES.imageTooLarge);
    expect(screen.getByRole('button', { name: 'Upload picture' })).toBeTruthy();
  });
});
