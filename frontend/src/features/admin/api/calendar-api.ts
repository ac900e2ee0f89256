import type { BlockDto, CreateBlockRequest, ImportedStayDto, SeasonDto } from '@baan-talay/contracts';
import { api } from '../../../lib/api';

export type SeasonInput = Omit<SeasonDto, 'id'>;

/** The owner's availability (issue 16): blocks, imported stays and seasons. */
export const calendarApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    calendarStays: build.query<{ blocks: BlockDto[]; imported: ImportedStayDto[] }, { from: string; to: string }>({
      query: (params) => ({ url: '/admin/calendar/stays', params }),
      providesTags: ['Availability'],
    }),
    calendarConflicts: build.query<ImportedStayDto[], void>({
      query: () => ({ url: '/admin/calendar/conflicts' }),
      providesTags: ['Availability'],
    }),
    blockNights: build.mutation<BlockDto, CreateBlockRequest>({
      query: (body) => ({ url: '/admin/blocks', method: 'POST', body }),
      invalidatesTags: ['Availability', 'Audit'],
    }),
    unblockNights: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/blocks/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Availability', 'Audit'],
    }),
    addSeason: build.mutation<SeasonDto, SeasonInput>({
      query: (body) => ({ url: '/admin/seasons', method: 'POST', body }),
      invalidatesTags: ['Villa', 'Audit'],
    }),
    updateSeason: build.mutation<SeasonDto, { id: string; changes: Partial<SeasonInput> }>({
      query: ({ id, changes }) => ({ url: `/admin/seasons/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: ['Villa', 'Audit'],
    }),
    removeSeason: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/seasons/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Villa', 'Audit'],
    }),
  }),
});

export const {
  useCalendarStaysQuery,
  useCalendarConflictsQuery,
  useBlockNightsMutation,
  useUnblockNightsMutation,
  useAddSeasonMutation,
  useUpdateSeasonMutation,
  useRemoveSeasonMutation,
} = calendarApi;
