import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What the guest is choosing before a booking exists (SPEC §3 "client booking state"). */
export interface BookingSearchState {
  checkIn: string | null;
  checkOut: string | null;
  /** null until the villa is known; then its maximum, or the guest's choice. */
  rooms: number | null;
  guests: number;
  /** The villa version the rooms choice belongs to: a changed villa resets it (SPEC §4). */
  roomsForVilla: string | null;
  /** Nights of this browser's own unpaid holds (set by the lazy resume notice): the calendar shows them as the guest's. */
  ownNights: string[];
}

const initialState: BookingSearchState = { checkIn: null, checkOut: null, rooms: null, guests: 1, roomsForVilla: null, ownNights: [] };

export const bookingSearchSlice = createSlice({
  name: 'bookingSearch',
  initialState,
  reducers: {
    datesSelected(state, action: PayloadAction<{ checkIn: string; checkOut: string }>) {
      state.checkIn = action.payload.checkIn;
      state.checkOut = action.payload.checkOut;
    },
    datesCleared(state) {
      state.checkIn = null;
      state.checkOut = null;
    },
    roomsChosen(state, action: PayloadAction<number>) {
      state.rooms = action.payload;
    },
    roomsReset(state, action: PayloadAction<{ rooms: number; villaVersion: string }>) {
      state.rooms = action.payload.rooms;
      state.roomsForVilla = action.payload.villaVersion;
    },
    guestsChosen(state, action: PayloadAction<number>) {
      state.guests = action.payload;
    },
    ownNightsKnown(state, action: PayloadAction<string[]>) {
      state.ownNights = action.payload;
    },
  },
  selectors: {
    selectBookingSearch: (state) => state,
  },
});

export const { datesSelected, datesCleared, roomsChosen, roomsReset, guestsChosen, ownNightsKnown } = bookingSearchSlice.actions;
export const { selectBookingSearch } = bookingSearchSlice.selectors;
