import { DEFAULT_VILLA_PRICING, type VillaPricing } from '@baan-talay/contracts';

/** The villa's defaults (DESIGN §3) with no discounts; tests override what they exercise. */
export function villaPricing(overrides: Partial<VillaPricing> = {}): VillaPricing {
  return {
    ...DEFAULT_VILLA_PRICING,
    ...overrides,
  };
}
