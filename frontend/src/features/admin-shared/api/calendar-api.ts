import type { BlockDto, CalendarSyncResultDto, CreateBlockRequest, ExternalCalendarDto, ImportedStayDto, SeasonDto } from '@baan-talay/contracts';
import { api } from '../../../lib/api';
import { villaApi } from './villa-api';

export type SeasonInput = Omit<SeasonDto, 'id'>;

/** Seasons live on the villa: after a change, the admin villa (which has no tag) is read again. */
async function refetchAdminVilla(_arg: unknown, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> }) {
  try {
    await queryFulfilled;
    dispatch(villaApi.endpoints.adminVilla.initiate(undefined, { forceRefetch: true, subscribe: false }));
  } catch {
    // The caller shows the error; nothing changed.
  }
}

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
    externalCalendars: build.query<ExternalCalendarDto[], void>({
      query: () => ({ url: '/admin/calendars' }),
      providesTags: ['Calendars'],
    }),
    addExternalCalendar: build.mutation<ExternalCalendarDto, { name: string; url: string }>({
      query: (body) => ({ url: '/admin/calendars', method: 'POST', body }),
      invalidatesTags: ['Calendars', 'Audit'],
    }),
    removeExternalCalendar: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/calendars/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Calendars', 'Availability', 'Audit'],
    }),
    // A failed sync records its error too: the list is read again either way.
    syncExternalCalendar: build.mutation<CalendarSyncResultDto, string>({
      query: (id) => ({ url: `/admin/calendars/${id}/sync`, method: 'POST' }),
      invalidatesTags: ['Calendars', 'Availability', 'Audit'],
    }),
    calendarExport: build.query<{ url: string }, void>({
      query: () => ({ url: '/admin/calendar/export' }),
      providesTags: ['Calendars'],
    }),
    rotateCalendarExport: build.mutation<{ url: string }, void>({
      query: () => ({ url: '/admin/calendar/export/rotate', method: 'POST' }),
      invalidatesTags: ['Calendars'],
    }),
    addSeason: build.mutation<SeasonDto, SeasonInput>({
      query: (body) => ({ url: '/admin/seasons', method: 'POST', body }),
      invalidatesTags: ['Villa', 'Audit'],
      onQueryStarted: refetchAdminVilla,
    }),
    updateSeason: build.mutation<SeasonDto, { id: string; changes: Partial<SeasonInput> }>({
      query: ({ id, changes }) => ({ url: `/admin/seasons/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: ['Villa', 'Audit'],
      onQueryStarted: refetchAdminVilla,
    }),
    removeSeason: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/seasons/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Villa', 'Audit'],
      onQueryStarted: refetchAdminVilla,
    }),
  }),
});

export const {
  useCalendarStaysQuery,
  useCalendarConflictsQuery,
  useBlockNightsMutation,
  useUnblockNightsMutation,
  useExternalCalendarsQuery,
  useAddExternalCalendarMutation,
  useRemoveExternalCalendarMutation,
  useSyncExternalCalendarMutation,
  useCalendarExportQuery,
  useRotateCalendarExportMutation,
  useAddSeasonMutation,
  useUpdateSeasonMutation,
  useRemoveSeasonMutation,
} = calendarApi;
