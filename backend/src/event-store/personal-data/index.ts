export { ERASED, PersonalDataRegistry, type PersonalFieldList, eraseFields } from './personal-fields';
export { DataKeys } from './data-keys';
export { PERSONAL_DATA_ERASED } from './personal-data-event-store';
