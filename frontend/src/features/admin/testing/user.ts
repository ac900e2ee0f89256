import userEvent from '@testing-library/user-event';

/** A user who types without pauses between keys (the default waits a macrotask per key). */
export const user = () => userEvent.setup({ delay: null });
