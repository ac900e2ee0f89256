export { ERASED, PersonalDataRegistry, type PersonalFieldList, eraseFields } from './personal-fields';
export { DataKeys } from './data-keys';
export { PERSONAL_DATA_ERASED, isPersonalDataErasure } from './personal-data-event-store';
