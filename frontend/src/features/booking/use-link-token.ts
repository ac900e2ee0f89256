import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { readBookingToken, saveBookingToken } from './booking-token';

/**
 * A page opened from a booking's e-mail link (`?token=…`): the token is kept for this booking and
 * taken out of the address bar. True when this device holds a token for the booking.
 */
export function useBookingLinkToken(bookingId: string): boolean {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const linkToken = params.get('token');
  const [hasToken] = useState(() => {
    if (linkToken) saveBookingToken(bookingId, linkToken);
    return Boolean(linkToken || readBookingToken(bookingId));
  });
  useEffect(() => {
    if (linkToken) navigate(pathname, { replace: true });
  }, [linkToken, navigate, pathname]);
  return hasToken;
}
