import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../testing/render';
import { RouteErrorBoundary } from './route-error';

function Broken(): never {
  throw new Error('page failed');
}

describe('RouteErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => (consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
  afterEach(() => consoleError.mockRestore());

  it('shows the error screen for a page that fails, and the next page once the guest goes on', async () => {
    renderWithProviders(
      <>
        <Link to="/privacy">go on</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/privacy" element={<p>privacy page</p>} />
          </Routes>
        </RouteErrorBoundary>
      </>,
      { route: '/broken' },
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Route error', expect.objectContaining({ message: 'page failed' }), expect.anything());

    await userEvent.click(screen.getByRole('link', { name: 'go on' }));
    expect(await screen.findByText('privacy page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});
