import type { AdminUserDto, AdminUserStatus, AuthResponse, RegisterResponse } from '@baan-talay/contracts';
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

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<AuthResponse, LoginRequest>({
      query: (body) => ({ url: '/admin/auth/login', method: 'POST', body }),
    }),
    adminRegister: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => ({ url: '/admin/auth/register', method: 'POST', body }),
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
  }),
});

export const {
  useAdminLoginMutation,
  useAdminRegisterMutation,
  useAdminMeQuery,
  useAdminUsersQuery,
  useSetAdminUserStatusMutation,
} = authApi;
