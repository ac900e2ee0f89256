import type { AdminVillaDto, BankAccountDto, BillingSettingsDto, LocalizedText } from '@baan-talay/contracts';
import { api } from '../../../lib/api';

/** What the villa form may change (everything but images, rooms and bank accounts, which have their own calls). */
export type VillaUpdate = Partial<
  Omit<AdminVillaDto, 'backgroundImage' | 'slideImages' | 'rooms' | 'bankDetails' | 'promptPayAvailable' | 'promptPayQrImage' | 'openForBookings' | 'updatedAt'>
>;

/** A new account has no id yet; the server assigns one. */
export type BankAccountInput = Omit<BankAccountDto, 'id'> & { id?: string };

export interface RoomInput {
  name: LocalizedText;
  description: LocalizedText;
  /** New pictures, added after the kept ones. */
  images: File[];
  /** On edit: the room's current image URLs to keep, in order (the others are removed). */
  keep?: string[];
}

/** Room pictures per upload call and per room (the server's limits). */
export const ROOM_IMAGES_PER_UPLOAD = 10;
export const MAX_ROOM_IMAGES = 20;

/** Each slide batch gets its own 30 s (SPEC §9), well above what 5 × 5 MB needs on a slow line. */
export const SLIDE_BATCH_TIMEOUT_MS = 30_000;

/**
 * What a villa change makes stale elsewhere: the public villa and rooms (the guest pages) and the
 * audit log. The admin villa itself is replaced from each answer (storeVilla), so it has no tag.
 */
const villaTags = ['Villa', 'Rooms', 'Audit'] as const;

function roomForm({ name, description, images, keep }: RoomInput): FormData {
  const form = new FormData();
  form.append('name', JSON.stringify(name));
  form.append('description', JSON.stringify(description));
  if (keep) form.append('images', JSON.stringify(keep));
  for (const image of images) form.append('roomImages', image);
  return form;
}

function fileForm(field: string, files: File[]): FormData {
  const form = new FormData();
  for (const file of files) form.append(field, file);
  return form;
}

/** Every admin villa call answers with the whole villa: it replaces the cached one without a refetch. */
async function storeVilla(_arg: unknown, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: AdminVillaDto }> }) {
  try {
    const { data } = await queryFulfilled;
    dispatch(villaApi.util.upsertQueryData('adminVilla', undefined, data));
  } catch {
    // The caller shows the error; the cached villa is still the right one.
  }
}

export const villaApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminVilla: build.query<AdminVillaDto, void>({
      query: () => '/admin/villa',
    }),
    updateVilla: build.mutation<AdminVillaDto, VillaUpdate>({
      query: (body) => ({ url: '/admin/villa', method: 'PATCH', body }),
      invalidatesTags: [...villaTags],
      onQueryStarted: storeVilla,
    }),
    /** Taxes and fees, cancellation tiers, the seller on tax invoices (issue 30). */
    updateBilling: build.mutation<AdminVillaDto, Partial<BillingSettingsDto>>({
      query: (body) => ({ url: '/admin/villa/billing', method: 'PATCH', body }),
      invalidatesTags: [...villaTags],
      onQueryStarted: storeVilla,
    }),
    updateBankDetails: build.mutation<AdminVillaDto, BankAccountInput[]>({
      query: (bankDetails) => ({ url: '/admin/villa/bank-details', method: 'PATCH', body: { bankDetails } }),
      invalidatesTags: [...villaTags],
      onQueryStarted: storeVilla,
    }),
    uploadPromptPayQr: build.mutation<AdminVillaDto, File>({
      query: (file) => ({ url: '/admin/villa/promptpay-qr', method: 'POST', body: fileForm('qrImage', [file]) }),
      invalidatesTags: [...villaTags],
      onQueryStarted: storeVilla,
    }),
    deletePromptPayQr: build.mutation<AdminVillaDto, void>({
      query: () => ({ url: '/admin/villa/promptpay-qr', method: 'DELETE' }),
      invalidatesTags: [...villaTags],
      onQueryStarted: storeVilla,
    }),
    uploadBackground: build.mutation<AdminVillaDto, File>({
      query: (file) => ({ url: '/admin/villa/background', method: 'PATCH', body: fileForm('backgroundImage', [file]) }),
      invalidatesTags: [...villaTags],
      onQueryStarted: storeVilla,
    }),
    deleteBackground: build.mutation<AdminVillaDto, void>({
      query: () => ({ url: '/admin/villa/background', method: 'DELETE' }),
      invalidatesTags: [...villaTags],
      onQueryStarted: storeVilla,
    }),
    uploadSlides: build.mutation<AdminVillaDto, File[]>({
      query: (files) => ({
        url: '/admin/villa/slides',
        method: 'POST',
        body: fileForm('slideImages', files),
        timeout: SLIDE_BATCH_TIMEOUT_MS,
      }),
      invalidatesTags: [...villaTags],
      onQueryStarted: storeVilla,
    }),
    deleteSlide: build.mutation<AdminVillaDto, string>({
      query: (id) => ({ url: `/admin/villa/slides/${id}`, method: 'DELETE' }),
      invalidatesTags: [...villaTags],
      onQueryStarted: storeVilla,
    }),
    createRoom: build.mutation<AdminVillaDto, RoomInput>({
      query: (room) => ({ url: '/admin/villa/rooms', method: 'POST', body: roomForm(room) }),
      invalidatesTags: [...villaTags],
      onQueryStarted: storeVilla,
    }),
    updateRoom: build.mutation<AdminVillaDto, RoomInput & { id: string }>({
      query: ({ id, ...room }) => ({ url: `/admin/villa/rooms/${id}`, method: 'PATCH', body: roomForm(room) }),
      invalidatesTags: [...villaTags],
      onQueryStarted: storeVilla,
    }),
    deleteRoom: build.mutation<AdminVillaDto, string>({
      query: (id) => ({ url: `/admin/villa/rooms/${id}`, method: 'DELETE' }),
      invalidatesTags: [...villaTags],
      onQueryStarted: storeVilla,
    }),
  }),
});

export const {
  useAdminVillaQuery,
  useUpdateVillaMutation,
  useUpdateBillingMutation,
  useUpdateBankDetailsMutation,
  useUploadPromptPayQrMutation,
  useDeletePromptPayQrMutation,
  useUploadBackgroundMutation,
  useDeleteBackgroundMutation,
  useUploadSlidesMutation,
  useDeleteSlideMutation,
  useCreateRoomMutation,
  useUpdateRoomMutation,
  useDeleteRoomMutation,
} = villaApi;
