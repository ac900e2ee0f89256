/** Deliberately loose: the mail server is the real check; this catches typos like a missing '@'. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
