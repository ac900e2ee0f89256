import type { AvailabilityDto, RoomDto, VillaDto } from '@baan-talay/contracts';
import { api } from '../../../lib/api';

export const villaApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getVilla: build.query<VillaDto, void>({
      query: () => '/villa',
      providesTags: ['Villa'],
    }),
    getRooms: build.query<RoomDto[], void>({
      query: () => '/villa/rooms',
      transformResponse: (response: { rooms: RoomDto[] }) => response.rooms,
      providesTags: ['Rooms'],
    }),
    /** Nights already held between `from` (inclusive) and `to` (exclusive), as `YYYY-MM-DD`. */
    getAvailability: build.query<string[], { from: string; to: string }>({
      query: ({ from, to }) => ({ url: '/villa/availability', params: { from, to } }),
      transformResponse: (response: AvailabilityDto) => response.unavailable,
      providesTags: ['Availability'],
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useGetVillaQuery, useGetRoomsQuery, useGetAvailabilityQuery } = villaApi;
