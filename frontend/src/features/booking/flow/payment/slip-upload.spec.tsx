import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../../testing/http';
import { renderWithProviders } from '../../../../testing/render';
import { SlipUpload } from './slip-upload';
import { SLIP_MAX_BYTES } from './slip-rules';

let api: ReturnType<typeof mockApi>;

/** A file of a given size without allocating it: only `size` is read before upload. */
function fileOfSize(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderUpload(uploadAnswer: object = { url: '/api/booking/bk-1/slip' }) {
  api = mockApi({
    'POST /api/upload/slip': { body: uploadAnswer },
    'PATCH /api/booking/bk-1': { body: { _id: 'bk-1', status: 'in_review' } },
  });
  const onConfirmed = jest.fn();
  renderWithProviders(<SlipUpload bookingId="bk-1" onConfirmed={onConfirmed} />);
  // A browser's file dialog can be switched to "all files", so `accept` is no guarantee.
  const user = userEvent.setup({ applyAccept: false });
  return { user, onConfirmed };
}

/** antd renders a fresh file input after every pick, so it is looked up each time. */
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const uploads = () => api.calls.filter((call) => call.path === '/api/upload/slip');

describe('SlipUpload', () => {
  it('refuses a file that is not JPG, PNG or PDF before uploading anything', async () => {
    const { user } = renderUpload();
    await user.upload(fileInput(), fileOfSize('slip.gif', 'image/gif', 1000));
    expect(await screen.findByText('Please upload a JPG, PNG or PDF file')).toBeInTheDocument();
    expect(uploads()).toHaveLength(0);
  });

  it('refuses a file over 5 MB before uploading anything, and accepts exactly 5 MB', async () => {
    const { user } = renderUpload();
    await user.upload(fileInput(), fileOfSize('big.png', 'image/png', SLIP_MAX_BYTES + 1));
    expect(await screen.findByText('The file is larger than 5 MB')).toBeInTheDocument();
    expect(uploads()).toHaveLength(0);

    await user.upload(fileInput(), fileOfSize('slip.pdf', 'application/pdf', SLIP_MAX_BYTES));
    expect(await screen.findByText('Payment slip uploaded')).toBeInTheDocument();
    expect(uploads()).toHaveLength(1);
  });

  it('uploads a valid slip with the booking id, previews it and attaches it on confirm', async () => {
    localStorage.setItem('booking-token:bk-1', 'tok-1');
    const { user, onConfirmed } = renderUpload();
    await user.upload(fileInput(), fileOfSize('slip.pdf', 'application/pdf', 2048));
    expect(await screen.findByText('slip.pdf')).toBeInTheDocument();
    const [upload] = uploads();
    expect(upload.headers.get('X-Booking-Token')).toBe('tok-1');

    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText('Slip received. We are checking it and will e-mail you once your booking is confirmed.')).toBeInTheDocument();
    expect(onConfirmed).toHaveBeenCalled();
    const attach = api.calls.find((call) => call.method === 'PATCH');
    expect(await attach?.request.json()).toEqual({ paymentSlipUrl: '/api/booking/bk-1/slip', status: 'in_review' });
  });

  it("says when the slip's QR could not be read, without refusing it", async () => {
    const { user } = renderUpload({ paymentSlipUrl: '/api/booking/bk-1/slip/a.png', slipCheck: { qr: null, reason: 'noQr' } });
    await user.upload(fileInput(), fileOfSize('slip.png', 'image/png', 2048));
    expect(await screen.findByText("We couldn't read the QR on this slip; the owner will check it by hand.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm payment' })).toBeEnabled();
  });

  it('says nothing about the QR when it was read', async () => {
    const { user } = renderUpload({ paymentSlipUrl: '/api/booking/bk-1/slip/a.png', slipCheck: { qr: { sendingBank: '004', transRef: 'X1' } } });
    await user.upload(fileInput(), fileOfSize('slip.png', 'image/png', 2048));
    expect(await screen.findByText('Payment slip uploaded')).toBeInTheDocument();
    expect(screen.queryByText(/couldn't read the QR/)).not.toBeInTheDocument();
  });

  it('shows a slip already used for another booking in the guest language', async () => {
    api = mockApi({
      'POST /api/upload/slip': { status: 409, body: { statusCode: 409, code: 'slip.alreadyUsed', message: 'Already used', params: {}, error: 'Conflict' } },
    });
    renderWithProviders(<SlipUpload bookingId="bk-1" onConfirmed={jest.fn()} />);
    await userEvent.setup({ applyAccept: false }).upload(fileInput(), fileOfSize('slip.png', 'image/png', 2048));
    expect(await screen.findByText('This slip was already used for another booking')).toBeInTheDocument();
  });
});
