import type { Tm30GuestsDto, Tm30ListItem, Tm30SettingsDto, Tm30SubmitRequest } from '@baan-talay/contracts';
import { api } from '../../../lib/api';
import { bookingTokenHeaders } from '../../booking';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Tm30', 'Tm30Guests', 'Tm30Settings'] });

/** TM30: the guest's details of their foreign guests, the owner's list, receipt numbers and retention. */
export const tm30Api = withTags.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getTm30Guests: build.query<Tm30GuestsDto, string>({
      query: (id) => ({ url: `/booking/${encodeURIComponent(id)}/tm30`, headers: bookingTokenHeaders(id) }),
      providesTags: (_result, _error, id) => [{ type: 'Tm30Guests', id }],
    }),
    saveTm30Guests: build.mutation<Tm30GuestsDto, Tm30SubmitRequest & { id: string }>({
      query: ({ id, guests }) => ({ url: `/booking/${encodeURIComponent(id)}/tm30`, method: 'PUT', body: { guests }, headers: bookingTokenHeaders(id) }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Tm30Guests', id }, 'Tm30'],
    }),
    tm30List: build.query<Tm30ListItem[], void>({
      query: () => '/admin/tm30',
      providesTags: ['Tm30'],
    }),
    recordTm30Receipt: build.mutation<Tm30ListItem[], { id: string; receiptNumber: string }>({
      query: ({ id, receiptNumber }) => ({ url: `/admin/tm30/${encodeURIComponent(id)}/receipt`, method: 'PUT', body: { receiptNumber } }),
      invalidatesTags: ['Tm30'],
    }),
    tm30Settings: build.query<Tm30SettingsDto, void>({
      query: () => '/admin/tm30/settings',
      providesTags: ['Tm30Settings'],
    }),
    saveTm30Settings: build.mutation<Tm30SettingsDto, Tm30SettingsDto>({
      query: (body) => ({ url: '/admin/tm30/settings', method: 'PUT', body }),
      invalidatesTags: ['Tm30Settings'],
    }),
  }),
});

export const { useGetTm30GuestsQuery, useSaveTm30GuestsMutation, useTm30ListQuery, useRecordTm30ReceiptMutation, useTm30SettingsQuery, useSaveTm30SettingsMutation } = tm30Api;
