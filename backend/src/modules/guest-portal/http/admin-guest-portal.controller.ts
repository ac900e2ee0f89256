import { Body, Controller, Get, Param, Patch, Put, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiParam } from '@nestjs/swagger';
import { GUEST_EMAIL_KINDS, type ArrivalDetailsDto, type GuestPortalAdminDto } from '@baan-talay/contracts';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../shared/domain-error';
import { AdminGuard, CurrentAdmin, type AdminActor } from '../../admin-auth';
import { ChangeGuestPortalCommand } from '../commands/guest-portal.handlers';
import type { GuestPortalCommand } from '../domain/guest-portal.commands';
import { GuestPortalQueries } from '../queries/guest-portal.queries';
import {
  ArrivalsQueryDto,
  GuestEmailBodyDto,
  GuestEmailKindParam,
  HouseManualBodyDto,
  PortalSecretsBodyDto,
  PortalSettingsBodyDto,
} from './guest-portal.dto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The owner's side of the guest portal: house manual, secrets, windows, scheduled e-mails. */
@Controller('admin')
@UseGuards(AdminGuard)
export class AdminGuestPortalController {
  constructor(
    private readonly commands: CommandBus,
    private readonly portal: GuestPortalQueries,
  ) {}

  @Get('guest-portal')
  view(): Promise<GuestPortalAdminDto> {
    return this.portal.adminView();
  }

  @Put('guest-portal/manual')
  manual(@Body() body: HouseManualBodyDto, @CurrentAdmin() admin: AdminActor): Promise<GuestPortalAdminDto> {
    const sections = body.sections.map((section) => ({ ...section, id: section.id || randomUUID(), mapUrl: section.mapUrl ?? '' }));
    return this.change({ type: 'SetHouseManual', data: { sections } }, admin);
  }

  @Put('guest-portal/secrets')
  secrets(@Body() body: PortalSecretsBodyDto, @CurrentAdmin() admin: AdminActor): Promise<GuestPortalAdminDto> {
    const secrets = body.secrets.map((secret) => ({ ...secret, id: secret.id || randomUUID() }));
    return this.change({ type: 'SetPortalSecrets', data: { secrets } }, admin);
  }

  @Patch('guest-portal/settings')
  settings(@Body() body: PortalSettingsBodyDto, @CurrentAdmin() admin: AdminActor): Promise<GuestPortalAdminDto> {
    return this.change({ type: 'SetPortalSettings', data: body }, admin);
  }

  @Put('guest-portal/emails/:kind')
  @ApiParam({ name: 'kind', enum: GUEST_EMAIL_KINDS })
  email(@Param() { kind }: GuestEmailKindParam, @Body() body: GuestEmailBodyDto, @CurrentAdmin() admin: AdminActor): Promise<GuestPortalAdminDto> {
    return this.change({ type: 'SetGuestEmailTemplate', data: { kind, ...body } }, admin);
  }

  /** `ids`: comma-separated booking ids (the calendar's month, a drawer's one). */
  @Get('arrivals')
  async arrivals(@Query() query: ArrivalsQueryDto): Promise<{ arrivals: Record<string, ArrivalDetailsDto> }> {
    const ids = query.ids.split(',').map((id) => id.trim()).filter(Boolean);
    if (ids.length > 200 || ids.some((id) => !UUID.test(id))) {
      throw new DomainError('validation', 'ids: up to 200 booking ids, comma-separated', { code: 'portal.arrivalIdsInvalid', params: { field: 'ids' } });
    }
    return { arrivals: await this.portal.arrivals(ids) };
  }

  private async change(command: GuestPortalCommand, admin: AdminActor): Promise<GuestPortalAdminDto> {
    await this.commands.execute(new ChangeGuestPortalCommand(command, admin));
    return this.portal.adminView();
  }
}
