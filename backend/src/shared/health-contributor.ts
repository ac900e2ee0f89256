import { SetMetadata } from '@nestjs/common';

/** Other modules add sections to GET /api/health (event store, projections, queues). */
export interface HealthContributor {
  readonly name: string;
  health(): Promise<Record<string, unknown>>;
  /** Optional: true makes the public status 503 (e.g. a stopped projection or a recently parked event). */
  blocking?(): Promise<boolean>;
}

export const HEALTH_CONTRIBUTOR = 'baan-talay:health-contributor';

/** Marks a provider implementing HealthContributor; the health endpoint discovers it. */
export const HealthSection = (): ClassDecorator => SetMetadata(HEALTH_CONTRIBUTOR, true);
