import type { Tm30GuestsDto } from '@baan-talay/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockApi, type ApiCall, type ApiRoutes } from '../../../testing/http';
import { renderWithProviders } from '../../../testing/render';
import Tm30GuestsPage from './tm30-guests-page';

const ID = 'bk-1';
const missing: Tm30GuestsDto = { bookingId: ID, checkIn: '2026-12-10', checkOut: '2026-12-13', completeness: 'missing', guests: [], filed: false, erased: false, editable: true };
afterEach(() => localStorage.clear());

function renderPage(routes: ApiRoutes, language: 'th' | 'en' = 'en', token = 'l.link-token') {
  mockApi({ [`GET /api/booking/${ID}/tm30`]: { body: missing }, ...routes });
  renderWithProviders(
    <Routes>
      <Route path="/booking/:id/guests" element={<Tm30GuestsPage />} />
    </Routes>,
    { route: `/booking/${ID}/guests?token=${token}`, language },
  );
}

describe('the guest TM30 page', () => {
  it("sends each foreign guest's passport details with the link's token", async () => {
    let sent: unknown;
    renderPage({
      [`PUT /api/booking/${ID}/tm30`]: async ({ request }: ApiCall) => {
        sent = { token: request.headers.get('X-Booking-Token'), body: await request.json() };
        return { body: { ...missing, completeness: 'complete', guests: [] } };
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: "Foreign guests' details (TM30)" })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Not given yet');
    await user.type(screen.getByLabelText('First name(s) as in passport'), 'Anna');
    await user.type(screen.getByLabelText('Last name as in passport'), 'Schmidt');
    await user.type(screen.getByLabelText('Nationality'), 'Germany');
    await user.click(await screen.findByTitle('Germany'));
    await user.type(screen.getByLabelText('Passport number'), 'c01x00t47');
    await user.type(screen.getByLabelText('Date of birth'), '1990-05-17');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toEqual({
      token: 'l.link-token',
      body: { guests: [{ firstName: 'Anna', lastName: 'Schmidt', nationality: 'DE', passportNumber: 'c01x00t47', dateOfBirth: '1990-05-17', sex: 'F', arrivalDate: '2026-12-10', departureDate: '2026-12-13' }] },
    });
  });

  it("refuses a passport number of the wrong shape before sending, and shows the server's refusal in Thai", async () => {
    renderPage({ [`PUT /api/booking/${ID}/tm30`]: { status: 400, body: { statusCode: 400, code: 'tm30.arrivalOutsideStay', message: 'x', params: { guest: 1, checkIn: '2026-12-10', checkOut: '2026-12-13' } } } }, 'th');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'ผู้เข้าพักทุกคนเป็นคนไทย' }));
    expect(await screen.findByText('ผู้เข้าพักคนที่ 1: วันที่เข้าพักต้องอยู่ในช่วงการเข้าพัก (2026-12-10 – 2026-12-13)')).toBeInTheDocument();
    await user.type(screen.getByLabelText('เลขหนังสือเดินทาง'), '12');
    await user.click(screen.getByRole('button', { name: 'บันทึกข้อมูล' }));
    expect(await screen.findByText('เลขหนังสือเดินทางมีตัวอักษรและตัวเลข 6 ถึง 12 ตัว')).toBeInTheDocument();
  });

  it('opens nothing without a token on this device', async () => {
    const api = mockApi({});
    renderWithProviders(
      <Routes>
        <Route path="/booking/:id/guests" element={<Tm30GuestsPage />} />
      </Routes>,
      { route: `/booking/${ID}/guests` },
    );
    expect(await screen.findByText("We couldn't open this booking")).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
