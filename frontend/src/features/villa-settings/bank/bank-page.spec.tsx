import { callsTo, mockApi } from '../../../testing/http';
import { screen, within } from '@testing-library/react';
import { adminUser, adminVilla } from '../../../testing/fixtures';
import { renderAdmin } from '../../../testing/render';
import { user } from '../../../testing/user';

const u = user();
const kbank = { id: 'acc-1', bankName: 'Kasikorn Bank', accountNumber: '123-4-56789-0', accountName: 'Baan Talay Co.' };
const scb = { id: 'acc-2', bankName: 'SCB', accountNumber: '987-6-54321-0', accountName: 'Baan Talay Co.' };

function stubBank(patch = { body: adminVilla({ bankDetails: [scb] }) }) {
  return mockApi({
    'GET /api/admin/auth/me': { body: adminUser() },
    'GET /api/admin/villa': { body: adminVilla({ bankDetails: [kbank, scb] }) },
    'PATCH /api/admin/villa/bank-details': patch,
  });
}

afterEach(() => localStorage.clear());

describe('bank accounts', () => {
  it("deletes an account only after 'Are you sure you want to delete this bank account?'", async () => {
    const http = stubBank();
    renderAdmin('/admin/bank', { token: 't' });
    await u.click(await screen.findByRole('button', { name: 'Delete Kasikorn Bank' }));

    const prompt = await screen.findByRole('tooltip');
    expect(within(prompt).getByText('Are you sure you want to delete this bank account?')).toBeInTheDocument();
    expect(callsTo(http.calls, 'PATCH /api/admin/villa/bank-details')).toHaveLength(0);
    await u.click(within(prompt).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Bank account deleted')).toBeInTheDocument();
    const [patch] = callsTo(http.calls, 'PATCH /api/admin/villa/bank-details');
    expect(await patch.request.json()).toEqual({ bankDetails: [scb] });
  });

  it('keeps the account when the prompt is dismissed', async () => {
    const http = stubBank();
    renderAdmin('/admin/bank', { token: 't' });
    await u.click(await screen.findByRole('button', { name: 'Delete SCB' }));
    await u.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Cancel' }));

    expect(callsTo(http.calls, 'PATCH /api/admin/villa/bank-details')).toHaveLength(0);
    expect(screen.getByText('SCB')).toBeInTheDocument();
  });

  it("shows 'Failed to update bank details' when the server says nothing", async () => {
    stubBank({ status: 500 } as never);
    renderAdmin('/admin/bank', { token: 't' });
    await u.click(await screen.findByRole('button', { name: 'Delete SCB' }));
    await u.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to update bank details')).toBeInTheDocument();
  });

  it('adds an account in the modal; the server gives it its id', async () => {
    const http = stubBank();
    renderAdmin('/admin/bank', { token: 't' });
    await screen.findByText('Kasikorn Bank');
    await u.click(screen.getByRole('button', { name: /Add account/ }));
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByLabelText('Bank name'), 'Bangkok Bank');
    await u.type(within(dialog).getByLabelText('Account number'), '555-1-23456-7');
    await u.type(within(dialog).getByLabelText('Account name'), 'Somsak Talay');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Bank details updated')).toBeInTheDocument();
    const [patch] = callsTo(http.calls, 'PATCH /api/admin/villa/bank-details');
    expect(await patch.request.json()).toEqual({
      bankDetails: [kbank, scb, { bankName: 'Bangkok Bank', accountNumber: '555-1-23456-7', accountName: 'Somsak Talay' }],
    });
  });

  it('edits an account in place', async () => {
    const http = stubBank();
    renderAdmin('/admin/bank', { token: 't' });
    await u.click(await screen.findByRole('button', { name: 'Edit SCB' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Account name');
    await u.clear(name);
    await u.type(name, 'Baan Talay Villa Co.');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Bank details updated')).toBeInTheDocument();
    const [patch] = callsTo(http.calls, 'PATCH /api/admin/villa/bank-details');
    expect(await patch.request.json()).toEqual({ bankDetails: [kbank, { ...scb, accountName: 'Baan Talay Villa Co.' }] });
  });
});
