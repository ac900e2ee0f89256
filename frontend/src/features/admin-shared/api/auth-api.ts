import type { AdminUserDto, AdminUserStatus, AuthResponse, Language, RegisterResponse } from '@baan-talay/contracts';
import { api } from '../../../lib/api';

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
}

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

export interface PasswordResetRequest {
  email: string;
  language: Language;
}

export interface PasswordReset {
  token: string;
  password: string;
}

export const authApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminLogin: build.mutation<AuthResponse, LoginRequest>({
      query: (body) => ({ url: '/admin/auth/login', method: 'POST', body }),
    }),
    adminRegister: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => ({ url: '/admin/auth/register', method: 'POST', body }),
    }),
    adminLogout: build.mutation<void, void>({
      query: () => ({ url: '/admin/auth/logout', method: 'POST' }),
    }),
    changePassword: build.mutation<AuthResponse, ChangePasswordRequest>({
      query: (body) => ({ url: '/admin/auth/password', method: 'POST', body }),
    }),
    requestPasswordReset: build.mutation<{ message: string }, PasswordResetRequest>({
      query: (body) => ({ url: '/admin/auth/password-reset', method: 'POST', body }),
    }),
    resetPassword: build.mutation<void, PasswordReset>({
      query: (body) => ({ url: '/admin/auth/password-reset/confirm', method: 'POST', body }),
    }),
    setBookingEmails: build.mutation<AdminUserDto, boolean>({
      query: (bookingEmails) => ({ url: '/admin/auth/me/notifications', method: 'PATCH', body: { bookingEmails } }),
      invalidatesTags: ['Me', 'Users'],
    }),
    adminMe: build.query<AdminUserDto, void>({
      query: () => '/admin/auth/me',
      providesTags: ['Me'],
    }),
    adminUsers: build.query<AdminUserDto[], void>({
      query: () => '/admin/users',
      providesTags: ['Users'],
    }),
    setAdminUserStatus: build.mutation<AdminUserDto, { id: string; status: Exclude<AdminUserStatus, 'pending'> }>({
      query: ({ id, status }) => ({ url: `/admin/users/${id}`, method: 'PATCH', body: { status } }),
      invalidatesTags: ['Users'],
    }),
    transferOwnership: build.mutation<AdminUserDto[], string>({
      query: (id) => ({ url: `/admin/users/${id}/ownership`, method: 'POST' }),
      invalidatesTags: ['Users', 'Me'],
    }),
  }),
});

export const {
  useAdminLoginMutation,
  useAdminRegisterMutation,
  useAdminLogoutMutation,
  useChangePasswordMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useTransferOwnershipMutation,
  useAdminMeQuery,
  useAdminUsersQuery,
  useSetAdminUserStatusMutation,
  useSetBookingEmailsMutation,
} = authApi;
