import { DynamicModule, Module } from '@nestjs/common';
import type { HeldStays, HolderEvent } from './held-stays';
import { HELD_STAYS, StayGuard } from './stay-guard.service';

/**
 * The stay guard: no two holders share a night (stay_guard, its exclusion constraint and lock
 * function), kept in the append's transaction or by reservation and reconciliation. The context
 * whose streams hold nights (booking) imports it with its own HeldStays rule; a context that holds
 * nights in its own transactions (availability's blocks and imports) uses the index's setHold and
 * holdersOf and needs no provider.
 */
@Module({})
export class StayGuardModule {
  static forHolder<S, E extends HolderEvent>(rule: HeldStays<S, E>): DynamicModule {
    return {
      module: StayGuardModule,
      providers: [{ provide: HELD_STAYS, useValue: rule }, StayGuard],
      exports: [StayGuard],
    };
  }
}
