import type { AdminVillaDto, BankAccountDto, LocalizedText } from '@baan-talay/contracts';
import { api } from '../../../lib/api';

/** What the villa form may change (everything but images, rooms and bank accounts, which have their own calls). */
export type VillaUpdate = Partial<
  Omit<AdminVillaDto, 'backgroundImage' | 'slideImages' | 'rooms' | 'bankDetails' | 'promptPayAvailable' | 'promptPayQrImage' | 'updatedAt'>
>;

/** A new account has no id yet; the server assigns one. */
export type BankAccountInput = Omit<BankAccountDto, 'id'> & { id?: string };

export interface RoomInput {
  name: LocalizedText;
  description: LocalizedText;
  images: File[];
}

/** Each slide batch gets its own 30 s (SPEC §9), well above what 5 × 5 MB needs on a slow line. */
export const SLIDE_BATCH_TIMEOUT_MS = 30_000;

const villaTags = ['Villa', 'Rooms', 'Audit'] as const;

function roomForm({ name, description, images }: RoomInput): FormData {
  const form = new FormData();
  form.append('name', JSON.stringify(name));
  form.append('description', JSON.stringify(description));
  for (const image of images) form.append('roomImages', image);
  return form;
}

function fileForm(field: string, files: File[]): FormData {
  const form = new FormData();
  for (const file of files) form.append(field, file);
  return form;
}

export const villaApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminVilla: build.query<AdminVillaDto, void>({
      query: () => '/admin/villa',
      providesTags: ['Villa', 'Rooms'],
    }),
    updateVilla: build.mutation<AdminVillaDto, VillaUpdate>({
      query: (body) => ({ url: '/admin/villa', method: 'PATCH', body }),
      invalidatesTags: [...villaTags],
    }),
    updateBankDetails: build.mutation<AdminVillaDto, BankAccountInput[]>({
      query: (bankDetails) => ({ url: '/admin/villa/bank-details', method: 'PATCH', body: { bankDetails } }),
      invalidatesTags: [...villaTags],
    }),
    uploadPromptPayQr: build.mutation<AdminVillaDto, File>({
      query: (file) => ({ url: '/admin/villa/promptpay-qr', method: 'POST', body: fileForm('qrImage', [file]) }),
      invalidatesTags: [...villaTags],
    }),
    deletePromptPayQr: build.mutation<AdminVillaDto, void>({
      query: () => ({ url: '/admin/villa/promptpay-qr', method: 'DELETE' }),
      invalidatesTags: [...villaTags],
    }),
    uploadBackground: build.mutation<AdminVillaDto, File>({
      query: (file) => ({ url: '/admin/villa/background', method: 'PATCH', body: fileForm('backgroundImage', [file]) }),
      invalidatesTags: [...villaTags],
    }),
    deleteBackground: build.mutation<AdminVillaDto, void>({
      query: () => ({ url: '/admin/villa/background', method: 'DELETE' }),
      invalidatesTags: [...villaTags],
    }),
    uploadSlides: build.mutation<AdminVillaDto, File[]>({
      query: (files) => ({
        url: '/admin/villa/slides',
        method: 'POST',
        body: fileForm('slideImages', files),
        timeout: SLIDE_BATCH_TIMEOUT_MS,
      }),
      invalidatesTags: [...villaTags],
    }),
    deleteSlide: build.mutation<AdminVillaDto, string>({
      query: (id) => ({ url: `/admin/villa/slides/${id}`, method: 'DELETE' }),
      invalidatesTags: [...villaTags],
    }),
    createRoom: build.mutation<unknown, RoomInput>({
      query: (room) => ({ url: '/admin/villa/rooms', method: 'POST', body: roomForm(room) }),
      invalidatesTags: [...villaTags],
    }),
    updateRoom: build.mutation<unknown, RoomInput & { id: string }>({
      query: ({ id, ...room }) => ({ url: `/admin/villa/rooms/${id}`, method: 'PATCH', body: roomForm(room) }),
      invalidatesTags: [...villaTags],
    }),
    deleteRoom: build.mutation<unknown, string>({
      query: (id) => ({ url: `/admin/villa/rooms/${id}`, method: 'DELETE' }),
      invalidatesTags: [...villaTags],
    }),
  }),
});

export const {
  useAdminVillaQuery,
  useUpdateVillaMutation,
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
