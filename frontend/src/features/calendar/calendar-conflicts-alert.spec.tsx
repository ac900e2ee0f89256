import { screen } from '@testing-library/react';
import { mockApi } from '../../testing/http';
import { renderAdminUi } from '../../testing/render';
import { CalendarConflictsAlert } from './calendar-conflicts-alert';

describe('the dashboard alert of calendar conflicts', () => {
  it('names the imported stay, the booking it overlaps and the nights they share', async () => {
    mockApi({
      'GET /api/admin/calendar/conflicts': {
        body: [
          {
            id: 'i1',
            calendarId: 'c1',
            calendarName: 'Airbnb',
            uid: 'u1',
            from: '2030-04-11',
            to: '2030-04-14',
            conflict: { kind: 'booking', id: 'b1', reference: 'BT-ABCDEF12', from: '2030-04-10', to: '2030-04-12' },
          },
        ],
      },
    });
    renderAdminUi(<CalendarConflictsAlert />, { route: '/admin' });
    expect(await screen.findByText('1 stay imported from another channel overlaps a booking or block')).toBeInTheDocument();
    expect(screen.getByText('Airbnb 2030-04-11 – 2030-04-14 overlaps BT-ABCDEF12 on the nights 2030-04-11 – 2030-04-12')).toBeInTheDocument();
  });
});
