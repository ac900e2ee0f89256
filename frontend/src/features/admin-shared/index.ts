/**
 * What the admin features share, and only through this file: the admin API (RTK Query endpoints),
 * the signed-in admin's session, toasts, formatters and the few components every admin page uses.
 * It imports no admin feature: the features and the shell (features/admin) import it.
 */
export { adminAuthSlice, selectAdminToken, selectAdminUser, selectSessionExpired, userLoaded } from './admin-auth-slice';
export { type LoginRequest, type RegisterRequest, useAdminLoginMutation, useAdminLogoutMutation, useAdminMeQuery, useAdminRegisterMutation, useAdminUsersQuery, useChangePasswordMutation, useRequestPasswordResetMutation, useResetPasswordMutation, useSetAdminUserStatusMutation, useSetBookingEmailsMutation, useTransferOwnershipMutation } from './api/auth-api';
export { type BookingListParams, type NewBooking, type SortOrder, useAddBookingNoteMutation, useAdminBookingQuery, useAdminBookingsQuery, useAdminCreateBookingMutation, useAdminQuoteQuery, useAdminUpdateBookingMutation, useBookingHistoryQuery, useDeleteBookingMutation, useErasePersonalDataMutation, useHeldNightsQuery, useLazyPersonalDataExportQuery, useSendConfirmationMutation, useSetBookingStatusMutation } from './api/bookings-api';
export { type SeasonInput, useAddExternalCalendarMutation, useAddSeasonMutation, useBlockNightsMutation, useCalendarConflictsQuery, useCalendarExportQuery, useCalendarStaysQuery, useExternalCalendarsQuery, useRemoveExternalCalendarMutation, useRemoveSeasonMutation, useRotateCalendarExportMutation, useSyncExternalCalendarMutation, useUnblockNightsMutation, useUpdateSeasonMutation } from './api/calendar-api';
export { type AuditQuery, useAuditLogQuery, useDashboardStatsQuery, useRecentBookingsQuery } from './api/dashboard-api';
export { useReportQuery } from './api/reports-api';
export { type BankAccountInput, MAX_ROOM_IMAGES, ROOM_IMAGES_PER_UPLOAD, type RoomInput, useAdminVillaQuery, useCreateRoomMutation, useDeleteBackgroundMutation, useDeletePromptPayQrMutation, useDeleteRoomMutation, useDeleteSlideMutation, useUpdateBankDetailsMutation, useUpdateBillingMutation, useUpdateRoomMutation, useUpdateVillaMutation, useUploadBackgroundMutation, useUploadPromptPayQrMutation, useUploadSlidesMutation, type VillaUpdate } from './api/villa-api';
export { LanguageSwitch } from './components/language-switch';
export { RangePicker } from './components/range-picker';
export { StatusTag } from './components/status-tag';
export { useAdminSession } from './hooks/use-admin-session';
export { useFormatters } from './hooks/use-formatters';
export { useErrorToast, useToast } from './hooks/use-toast';
export { wholeNumber } from './lib/address-number';
export { adminPaths } from './lib/admin-paths';
export { canEdit, customerName, STATUS_ACTION_TARGET, type StatusAction, statusActions } from './lib/booking-view';
export { fieldError } from './lib/field-error';
export { formatDateTime, formatMoney, localeOf, villaDay } from './lib/format';
