/** What other contexts may use from the receipts context: the booking's documents and their wording. */
export { BookingDocuments } from './booking-documents.service';
export { formatCalendarDate, formatMoney, formatThaiDateTime } from './localized-format';
export { RECEIPT_TEXTS } from './receipt-texts';
export { REFUND_METHOD_WORDS } from './document-texts';
export { ReceiptsModule } from './receipts.module';
export { villaName, type BookingWithVilla } from './booking-documents.service';
export { DocumentRegister, type IssueReceipt, type IssueCreditNote, type IssuedDocument } from './register/document-register';
