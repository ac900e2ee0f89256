import { useEffect, useState } from 'react';

export interface Countdown {
  hours: number;
  minutes: number;
  seconds: number;
  expired: boolean;
}

function remaining(deadline: number, now: number): Countdown {
  const total = Math.max(0, Math.floor((deadline - now) / 1000));
  return {
    hours: Math.floor(total / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    expired: deadline <= now,
  };
}

/** Time left until an ISO instant, updated every second; stops ticking once expired. */
export function useCountdown(deadlineIso: string): Countdown {
  const deadline = Date.parse(deadlineIso);
  const [now, setNow] = useState(() => Date.now());
  const expired = Number.isNaN(deadline) || deadline <= now;
  useEffect(() => {
    if (expired) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [expired]);
  return Number.isNaN(deadline) ? { hours: 0, minutes: 0, seconds: 0, expired: true } : remaining(deadline, now);
}
