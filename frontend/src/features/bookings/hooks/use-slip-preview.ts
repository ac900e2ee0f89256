import { useEffect, useState } from 'react';
import { ADMIN_TOKEN_KEY } from '../../../lib/api';

export type SlipPreview =
  | { state: 'idle' | 'loading' }
  | { state: 'error'; status: number | null }
  | { state: 'ready'; url: string; kind: 'image' | 'pdf' };

/**
 * Slips are private (DESIGN §4): an <img src> could not carry the bearer token, so the file is
 * fetched with it and shown from an object URL, released when the drawer moves on.
 */
export function useSlipPreview(bookingId: string | undefined, hasSlip: boolean): SlipPreview {
  const [preview, setPreview] = useState<SlipPreview>({ state: 'idle' });

  useEffect(() => {
    if (!bookingId || !hasSlip) {
      setPreview({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setPreview({ state: 'loading' });
    const token = localStorage.getItem(ADMIN_TOKEN_KEY);
    fetch(`/api/booking/${bookingId}/slip`, {
      credentials: 'include',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) {
          setPreview({ state: 'error', status: response.status });
          return;
        }
        const blob = await response.blob();
        const type = blob.type || response.headers.get('content-type') || '';
        objectUrl = URL.createObjectURL(blob);
        setPreview({ state: 'ready', url: objectUrl, kind: type.includes('pdf') ? 'pdf' : 'image' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setPreview({ state: 'error', status: null });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [bookingId, hasSlip]);

  return preview;
}
