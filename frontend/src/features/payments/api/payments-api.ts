import type { AdminVillaDto, LedgerMethod, PaymentFiguresDto, PaymentLedgerDto, PaymentPlanDto, SecurityDeduction } from '@baan-talay/contracts';
import { api } from '../../../lib/api';
import { bookingTokenHeaders } from '../../booking';

const id = (bookingId: string) => encodeURIComponent(bookingId);
/** A payment changes the booking, its ledger, the dashboard's figures and the audit trail. */
const touched = (bookingId: string) => [{ type: 'Booking' as const, id: bookingId }, 'Bookings' as const, 'Stats' as const, 'Audit' as const];

/** Payment plans and ledgers (issue 30): the guest's schedule, the owner's ledger and actions. */
export const paymentsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getBookingPayments: build.query<PaymentLedgerDto, string>({
      query: (bookingId) => ({ url: `/booking/${id(bookingId)}/payments`, headers: bookingTokenHeaders(bookingId) }),
      providesTags: (_result, _error, bookingId) => [{ type: 'Booking', id: bookingId }],
    }),
    getAdminPayments: build.query<PaymentLedgerDto, string>({
      query: (bookingId) => `/admin/bookings/${id(bookingId)}/payments`,
      providesTags: (_result, _error, bookingId) => [{ type: 'Booking', id: bookingId }],
    }),
    acceptBalance: build.mutation<PaymentLedgerDto, string>({
      query: (bookingId) => ({ url: `/admin/bookings/${id(bookingId)}/payments/accept`, method: 'POST' }),
      invalidatesTags: (_result, _error, bookingId) => touched(bookingId),
    }),
    rejectBalance: build.mutation<PaymentLedgerDto, { bookingId: string; reason: string }>({
      query: ({ bookingId, reason }) => ({ url: `/admin/bookings/${id(bookingId)}/payments/reject`, method: 'POST', body: { reason } }),
      invalidatesTags: (_result, _error, { bookingId }) => touched(bookingId),
    }),
    recordPayment: build.mutation<
      PaymentLedgerDto,
      { bookingId: string; kind: 'manual' | 'security_deposit'; amount: number; method: LedgerMethod; note?: string }
    >({
      query: ({ bookingId, ...body }) => ({ url: `/admin/bookings/${id(bookingId)}/payments`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { bookingId }) => touched(bookingId),
    }),
    returnSecurityDeposit: build.mutation<PaymentLedgerDto, { bookingId: string; deductions: SecurityDeduction[] }>({
      query: ({ bookingId, deductions }) => ({ url: `/admin/bookings/${id(bookingId)}/security-deposit/return`, method: 'POST', body: { deductions } }),
      invalidatesTags: (_result, _error, { bookingId }) => touched(bookingId),
    }),
    setPaymentPlan: build.mutation<AdminVillaDto, Partial<PaymentPlanDto>>({
      query: (body) => ({ url: '/admin/villa/payment-plan', method: 'PUT', body }),
      invalidatesTags: ['Villa', 'Audit'],
    }),
    getPaymentFigures: build.query<PaymentFiguresDto, void>({
      query: () => '/admin/payments/summary',
      providesTags: ['Stats'],
    }),
  }),
});

export const {
  useGetBookingPaymentsQuery,
  useGetAdminPaymentsQuery,
  useAcceptBalanceMutation,
  useRejectBalanceMutation,
  useRecordPaymentMutation,
  useReturnSecurityDepositMutation,
  useSetPaymentPlanMutation,
  useGetPaymentFiguresQuery,
} = paymentsApi;
