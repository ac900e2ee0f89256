/** What other features may use from the villa feature. */
export { useGetAvailabilityQuery, useGetRoomsQuery, useGetVillaQuery } from './api/villa-api';
export { AMENITIES } from './amenities';
export { AmenityIcon } from './components/amenity-icon';
export { CancellationTiersText } from './components/cancellation-tiers';
