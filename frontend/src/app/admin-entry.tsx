import { adminAuthSlice } from '../features/admin';
import { rootReducer } from './store';

/**
 * The admin area's lazy chunk: its auth slice joins the root reducer only when the chunk loads, so
 * none of the admin code is part of the JS the guest pages load (SPEC 'Auth: user and token').
 */
rootReducer.inject(adminAuthSlice);

export { AdminApp as default } from '../features/admin';
