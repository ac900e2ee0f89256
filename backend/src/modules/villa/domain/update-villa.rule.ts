import { LANGUAGES } from '@baan-talay/contracts';
import type { UpdateVilla } from './villa.commands';
import type { VillaEvent } from './villa.events';
import { updatePaymentPlan } from './payment-plan.rule';
import { assertNumber, assertText, assertVilla, normalizePolicy, normalizePromptPayId } from './villa.rules';
import {
  DETAIL_FIELDS, POLICY_COORDINATE_FIELDS, POLICY_TEXT_FIELDS, PRICING_FIELDS, STAY_LIMIT_FIELDS, TEXT_FIELDS, Villa, VillaPolicies, VillaTexts,
} from './villa.state';

type NumberField = (typeof DETAIL_FIELDS)[number] | (typeof PRICING_FIELDS)[number] | (typeof STAY_LIMIT_FIELDS)[number];

function changedNumbers<F extends NumberField>(fields: readonly F[], command: UpdateVilla, villa: Villa) {
  const changes: Partial<Record<F, number>> = {};
  const previous: Partial<Record<F, number>> = {};
  for (const field of fields) {
    const value = command.data.changes[field];
    if (value === undefined || value === villa[field]) continue;
    assertNumber(field, value);
    changes[field] = value;
    previous[field] = villa[field];
  }
  return { changes, previous, any: Object.keys(changes).length > 0 };
}

/**
 * The admin villa form sends any mix of fields; each kind of change becomes its own event (texts per
 * language, details, pricing, stay limits, PromptPay id) and only values that really change are kept.
 */
export function updateVilla(command: UpdateVilla, villa: Villa, evolve: (v: Villa, e: VillaEvent) => Villa): VillaEvent[] {
  const events: VillaEvent[] = [];
  for (const language of LANGUAGES) {
    const texts: VillaTexts = {};
    for (const field of TEXT_FIELDS) {
      const raw = command.data.changes[field]?.[language];
      if (raw === undefined) continue;
      assertText(field, raw);
      const value = raw.trim();
      if (value !== (villa[field]?.[language] ?? '')) texts[field] = value;
    }
    if (Object.keys(texts).length > 0) events.push({ type: 'VillaTextsUpdated', data: { language, texts } });
  }
  const details = changedNumbers(DETAIL_FIELDS, command, villa);
  if (details.any) events.push({ type: 'VillaDetailsUpdated', data: { changes: details.changes } });
  const prices = changedNumbers(PRICING_FIELDS, command, villa);
  if (prices.any) events.push({ type: 'VillaPricingUpdated', data: { changes: prices.changes, previous: prices.previous } });
  const limits = changedNumbers(STAY_LIMIT_FIELDS, command, villa);
  if (limits.any) events.push({ type: 'StayLimitsUpdated', data: { changes: limits.changes } });
  const policies: Partial<VillaPolicies> = {};
  for (const field of [...POLICY_TEXT_FIELDS, ...POLICY_COORDINATE_FIELDS]) {
    const raw = command.data.changes[field];
    if (raw === undefined) continue;
    const value = normalizePolicy(field, raw);
    if (value !== (villa[field] ?? (field.startsWith('map') ? null : ''))) Object.assign(policies, { [field]: value });
  }
  if (Object.keys(policies).length > 0) events.push({ type: 'VillaPoliciesUpdated', data: { changes: policies } });
  if (command.data.changes.promptPayId !== undefined) {
    const promptPayId = normalizePromptPayId(command.data.changes.promptPayId);
    if (promptPayId !== villa.promptPayId) events.push({ type: 'PromptPayIdChanged', data: { promptPayId } });
  }
  events.push(...updatePaymentPlan(command.data.changes.paymentPlan, villa));
  assertVilla(events.reduce(evolve, villa));
  return events;
}
