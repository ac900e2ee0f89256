import type { AdminVillaDto, VillaDto, VillaPricing } from '@baan-talay/contracts';
import { billingOf } from '../domain/billing.rule';
import { paymentPlanOf } from '../domain/payment-plan.rule';
import type { Villa } from '../domain/villa.state';

/** The numbers libs/pricing needs. */
export function villaPricing(villa: Villa): VillaPricing {
  const { weekdayPrice, weekdayDiscountedPrice, weekendPrice, weekendDiscountedPrice, priceReductionPerRoom } = villa;
  const { bedrooms, minRooms, maxGuests, minNights, maxNights } = villa;
  return {
    weekdayPrice,
    weekdayDiscountedPrice,
    weekendPrice,
    weekendDiscountedPrice,
    priceReductionPerRoom,
    bedrooms,
    minRooms,
    maxGuests,
    minNights,
    maxNights,
    seasons: villa.seasons ?? [],
    charges: billingOf(villa).charges,
  };
}

/** A QR can be made from the id with the exact amount, or the admin's uploaded image shown. */
export const promptPayAvailable = (villa: Villa): boolean => villa.promptPayId !== null || villa.promptPayQrImage !== null;

/** A guest can only book once the owner has said where the money goes (issue 33: no demo account). */
export const openForBookings = (villa: Villa): boolean => villa.bankDetails.length > 0 || promptPayAvailable(villa);

/** The public view: everything a guest sees, nothing only admins may (the PromptPay id). */
export function toVillaDto(villa: Villa, updatedAt: string): VillaDto {
  return {
    ...villaPricing(villa),
    name: villa.name,
    title: villa.title,
    description: villa.description,
    beachfront: villa.beachfront,
    location: villa.location,
    privacyNotice: villa.privacyNotice ?? { th: '', en: '' },
    houseRules: villa.houseRules ?? { th: '', en: '' },
    cancellationPolicy: villa.cancellationPolicy ?? { th: '', en: '' },
    cancellationTiers: billingOf(villa).cancellationTiers,
    address: villa.address ?? { th: '', en: '' },
    checkInTime: villa.checkInTime ?? '',
    checkOutTime: villa.checkOutTime ?? '',
    contactPhone: villa.contactPhone ?? '',
    contactEmail: villa.contactEmail ?? '',
    contactLineId: villa.contactLineId ?? '',
    contactWhatsApp: villa.contactWhatsApp ?? '',
    mapLatitude: villa.mapLatitude ?? null,
    mapLongitude: villa.mapLongitude ?? null,
    sizeSqm: villa.sizeSqm,
    bathrooms: villa.bathrooms,
    backgroundImage: villa.backgroundImage,
    slideImages: villa.slideImages,
    rooms: villa.rooms,
    bankDetails: villa.bankDetails,
    paymentWindowMinutes: villa.paymentWindowMinutes,
    promptPayAvailable: promptPayAvailable(villa),
    promptPayQrImage: villa.promptPayQrImage,
    openForBookings: openForBookings(villa),
    updatedAt,
  };
}

export function toAdminVillaDto(villa: Villa, updatedAt: string): AdminVillaDto {
  return { ...toVillaDto(villa, updatedAt), promptPayId: villa.promptPayId, billing: billingOf(villa), paymentPlan: paymentPlanOf(villa) };
}
