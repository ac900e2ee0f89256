import type {
  ArrivalDetailsDto,
  GuestEmailTemplateDto,
  GuestPortalAdminDto,
  GuestPortalDto,
  HouseManualSectionDto,
  PortalSecretDto,
  PortalSettingsDto,
} from '@baan-talay/contracts';
import { api } from '../../../lib/api';
import { bookingTokenHeaders } from '../../booking';

type Draft<T> = Omit<T, 'id'> & { id?: string };
const path = (id: string) => `/booking/${encodeURIComponent(id)}`;

/** The guest portal's calls: the guest's (booking token) and the owner's (admin token). */
export const guestPortalApi = api.enhanceEndpoints({ addTagTypes: ['GuestPortal', 'GuestPortalAdmin', 'Arrivals'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    guestPortal: build.query<GuestPortalDto, string>({
      query: (id) => ({ url: `${path(id)}/portal`, headers: bookingTokenHeaders(id) }),
      providesTags: (_result, _error, id) => [{ type: 'GuestPortal', id }],
    }),
    /** Records the view in the booking's history; refused while the secrets are hidden. */
    revealSecrets: build.mutation<{ secrets: PortalSecretDto[] }, string>({
      query: (id) => ({ url: `${path(id)}/portal/secrets`, method: 'POST', headers: bookingTokenHeaders(id) }),
    }),
    saveArrival: build.mutation<ArrivalDetailsDto, { id: string; details: ArrivalDetailsDto }>({
      query: ({ id, details }) => ({ url: `${path(id)}/arrival`, method: 'PUT', body: details, headers: bookingTokenHeaders(id) }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'GuestPortal', id }, 'Arrivals']),
    }),
    guestPortalAdmin: build.query<GuestPortalAdminDto, void>({
      query: () => '/admin/guest-portal',
      providesTags: ['GuestPortalAdmin'],
    }),
    saveHouseManual: build.mutation<GuestPortalAdminDto, Draft<HouseManualSectionDto>[]>({
      query: (sections) => ({ url: '/admin/guest-portal/manual', method: 'PUT', body: { sections } }),
      invalidatesTags: (_result, error) => (error ? [] : ['GuestPortalAdmin']),
    }),
    savePortalSecrets: build.mutation<GuestPortalAdminDto, Draft<PortalSecretDto>[]>({
      query: (secrets) => ({ url: '/admin/guest-portal/secrets', method: 'PUT', body: { secrets } }),
      invalidatesTags: (_result, error) => (error ? [] : ['GuestPortalAdmin']),
    }),
    savePortalSettings: build.mutation<GuestPortalAdminDto, Partial<PortalSettingsDto>>({
      query: (settings) => ({ url: '/admin/guest-portal/settings', method: 'PATCH', body: settings }),
      invalidatesTags: (_result, error) => (error ? [] : ['GuestPortalAdmin']),
    }),
    saveGuestEmail: build.mutation<GuestPortalAdminDto, GuestEmailTemplateDto>({
      query: ({ kind, ...template }) => ({ url: `/admin/guest-portal/emails/${kind}`, method: 'PUT', body: template }),
      invalidatesTags: (_result, error) => (error ? [] : ['GuestPortalAdmin']),
    }),
    /** Arrival details of the bookings shown (the drawer's one, a calendar bar's). */
    arrivalDetails: build.query<Record<string, ArrivalDetailsDto>, string[]>({
      query: (ids) => ({ url: '/admin/arrivals', params: { ids: ids.join(',') } }),
      transformResponse: (response: { arrivals: Record<string, ArrivalDetailsDto> }) => response.arrivals,
      providesTags: ['Arrivals'],
    }),
  }),
});

export const {
  useGuestPortalQuery,
  useRevealSecretsMutation,
  useSaveArrivalMutation,
  useGuestPortalAdminQuery,
  useSaveHouseManualMutation,
  useSavePortalSecretsMutation,
  useSavePortalSettingsMutation,
  useSaveGuestEmailMutation,
  useArrivalDetailsQuery,
} = guestPortalApi;
