/** Where the guest router mounts the admin app (`/admin/*`); links inside it are absolute. */
export const ADMIN_BASE = '/admin';

export const adminPaths = {
  login: `${ADMIN_BASE}/login`,
  register: `${ADMIN_BASE}/register`,
  forgotPassword: `${ADMIN_BASE}/forgot-password`,
  /** The link of the reset e-mail (the server writes it as PUBLIC_URL/admin/reset-password?token=…). */
  resetPassword: `${ADMIN_BASE}/reset-password`,
  dashboard: ADMIN_BASE,
  bookings: `${ADMIN_BASE}/bookings`,
  villa: `${ADMIN_BASE}/villa`,
  bank: `${ADMIN_BASE}/bank`,
  users: `${ADMIN_BASE}/users`,
  audit: `${ADMIN_BASE}/audit`,
  reports: `${ADMIN_BASE}/reports`,
  guestPortal: `${ADMIN_BASE}/guest-portal`,
  tm30: `${ADMIN_BASE}/tm30`,
  reviews: `${ADMIN_BASE}/reviews`,
  password: `${ADMIN_BASE}/password`,
} as const;
