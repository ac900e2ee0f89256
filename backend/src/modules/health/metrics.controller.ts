import { Controller, Get, Headers, Inject, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import type { Response } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../infrastructure/config/app-config';
import { Metrics } from '../../infrastructure/metrics/metrics';
import { unauthorized } from '../../shared/coded-http-error';
import { AdminIdentity } from '../admin-auth';

/**
 * Prometheus metrics: HTTP latency by route, append latency, projection lag per handler, queue
 * depths, job (e-mail) failures, and Node's own. They tell what runs and how busy it is, so they
 * need an admin token or the scraper's METRICS_TOKEN.
 */
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: Metrics,
    private readonly admins: AdminIdentity,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiBearerAuth('bearerAuth')
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'Prometheus text exposition format', schema: { type: 'string' } })
  async scrape(@Res() res: Response, @Headers('authorization') authorization?: string): Promise<void> {
    if (!(await this.allowed(authorization))) {
      throw unauthorized('auth.required', 'Authentication required: send an admin bearer token or METRICS_TOKEN');
    }
    res.setHeader('Content-Type', this.metrics.contentType);
    res.send(await this.metrics.scrape());
  }

  private async allowed(authorization: string | undefined): Promise<boolean> {
    const token = this.config.metricsToken;
    if (token && authorization?.startsWith('Bearer ')) {
      const given = Buffer.from(authorization.slice('Bearer '.length));
      const expected = Buffer.from(token);
      if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
    }
    return Boolean(authorization && (await this.admins.verify(authorization).catch(() => null)));
  }
}
