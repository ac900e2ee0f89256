import { Body, Controller, Patch, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AdminVillaDto, BillingSettingsDto } from '@baan-talay/contracts';
import type { AdminActor } from '../../admin-auth';
import { AdminGuard, CurrentAdmin } from '../../admin-auth';
import { UpdateBillingSettingsCommand } from '../commands';
import { VillaQueries } from '../queries/villa.queries';
import { BillingSettingsPatchDto } from './admin-billing.dto';

/** Taxes and fees, cancellation tiers and the seller on tax invoices (issue 30). */
@Controller('admin/villa')
@UseGuards(AdminGuard)
export class AdminBillingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly villa: VillaQueries,
  ) {}

  @Patch('billing')
  async update(@Body() body: BillingSettingsPatchDto, @CurrentAdmin() admin: AdminActor): Promise<AdminVillaDto> {
    await this.commands.execute(new UpdateBillingSettingsCommand(body as Partial<BillingSettingsDto>, admin));
    return this.villa.adminView();
  }
}
