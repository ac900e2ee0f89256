import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { bookingSearchSlice } from '../features/booking/booking-search-slice';
import { themeSlice } from '../features/theme/theme-slice';
import { api } from '../lib/api';

/** Client-state slices are added to this list; server data lives in the api slice only. */
export const rootReducer = combineSlices(api, themeSlice, bookingSearchSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
