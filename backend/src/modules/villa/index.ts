/** What other contexts may use from the villa context. */
export * from './commands';
export { VillaModule } from './villa.module';
export { VillaQueries, type CurrentVilla } from './queries/villa.queries';
export { VillaImages } from './queries/villa-images';
export { LandingPageRenderer } from './http/landing-page.renderer';
export { LandingExtras } from './http/landing-extras';
export { toAdminVillaDto, toVillaDto, villaPricing } from './queries/villa-dto.mapper';
export { VILLA_VIEW_PROJECTION } from './projections/villa-view.projection';
export { VILLA_STREAM_ID, type Villa, type VillaUpdate } from './domain/villa.state';
export { VILLA_EVENT_TYPES, type VillaEvent } from './domain/villa.events';
