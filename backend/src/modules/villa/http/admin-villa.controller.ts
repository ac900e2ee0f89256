import { Body, Controller, Get, Patch, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AdminVillaDto } from '@baan-talay/contracts';
import type { AdminActor } from '../../admin-auth';
import { AdminGuard, CurrentAdmin } from '../../admin-auth';
import { SetBankAccountsCommand, UpdateVillaCommand } from '../commands';
import type { VillaUpdate } from '../domain/villa.state';
import { VillaQueries } from '../queries/villa.queries';
import { AdminVillaUpdateDto, BankDetailsDto } from './admin-villa.dto';

/** The villa's settings for admins (AdminVillaDto: the public view plus the PromptPay id). */
@Controller('admin/villa')
@UseGuards(AdminGuard)
export class AdminVillaController {
  constructor(
    private readonly commands: CommandBus,
    private readonly villa: VillaQueries,
  ) {}

  @Get()
  get(): Promise<AdminVillaDto> {
    return this.villa.adminView();
  }

  /** Texts by language, numbers, pricing, payment window, stay limits, PromptPay id: any subset. */
  @Patch()
  async update(@Body() body: AdminVillaUpdateDto, @CurrentAdmin() admin: AdminActor): Promise<AdminVillaDto> {
    await this.commands.execute(new UpdateVillaCommand(body as VillaUpdate, admin));
    return this.villa.adminView();
  }

  /** `{bankDetails: [{id?, bankName, accountNumber, accountName}]}`: the whole list replaces the old one. */
  @Patch('bank-details')
  async bankDetails(@Body() body: BankDetailsDto, @CurrentAdmin() admin: AdminActor): Promise<AdminVillaDto> {
    await this.commands.execute(new SetBankAccountsCommand(body.bankDetails, admin));
    return this.villa.adminView();
  }
}
