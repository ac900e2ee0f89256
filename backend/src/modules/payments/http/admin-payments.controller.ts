import { Body, Controller, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AdminVillaDto, PaymentFiguresDto, PaymentLedgerDto } from '@baan-talay/contracts';
import type { AdminActor } from '../../admin-auth';
import { AdminGuard, CurrentAdmin } from '../../admin-auth';
import { BookingIdPipe, PaymentCommand, type BookingCommandResult, type PaymentAction } from '../../booking';

import { UpdateVillaCommand, VillaQueries } from '../../villa';
import { LedgerReads } from '../queries/ledger-reads';
import { ManualPaymentDto, PaymentPlanPatchDto, RejectSlipDto, ReturnSecurityDepositDto } from './payment.dto';

/** The owner's side of payments (issue 30): the plan, a booking's ledger, slips, manual payments, security deposits. */
@Controller('admin')
@UseGuards(AdminGuard)
export class AdminPaymentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reads: LedgerReads,
    private readonly villa: VillaQueries,
  ) {}

  @Put('villa/payment-plan')
  async plan(@Body() body: PaymentPlanPatchDto, @CurrentAdmin() admin: AdminActor): Promise<AdminVillaDto> {
    await this.commands.execute(new UpdateVillaCommand({ paymentPlan: { ...body } }, admin));
    return this.villa.adminView();
  }

  @Get('payments/summary')
  summary(): Promise<PaymentFiguresDto> {
    return this.reads.queries.figures();
  }

  @Get('bookings/:id/payments')
  ledger(@Param('id', BookingIdPipe) id: string): Promise<PaymentLedgerDto> {
    return this.reads.current(id);
  }

  /** Accepts the balance slip in review (the deposit's is accepted by confirming the booking). */
  @Post('bookings/:id/payments/accept')
  @HttpCode(200)
  accept(@Param('id', BookingIdPipe) id: string, @CurrentAdmin() admin: AdminActor): Promise<PaymentLedgerDto> {
    return this.run(id, { type: 'acceptBalance' }, admin);
  }

  @Post('bookings/:id/payments/reject')
  @HttpCode(200)
  reject(@Param('id', BookingIdPipe) id: string, @Body() body: RejectSlipDto, @CurrentAdmin() admin: AdminActor): Promise<PaymentLedgerDto> {
    return this.run(id, { type: 'rejectBalance', reason: body.reason }, admin);
  }

  @Post('bookings/:id/payments')
  record(@Param('id', BookingIdPipe) id: string, @Body() body: ManualPaymentDto, @CurrentAdmin() admin: AdminActor): Promise<PaymentLedgerDto> {
    return this.run(id, { type: 'recordPayment', kind: body.kind, amount: body.amount, method: body.method, note: body.note }, admin);
  }

  @Post('bookings/:id/security-deposit/return')
  @HttpCode(200)
  giveBack(@Param('id', BookingIdPipe) id: string, @Body() body: ReturnSecurityDepositDto, @CurrentAdmin() admin: AdminActor): Promise<PaymentLedgerDto> {
    const deductions = body.deductions.map(({ amount, reason }) => ({ amount, reason }));
    return this.run(id, { type: 'returnSecurityDeposit', deductions }, admin);
  }

  private async run(id: string, action: PaymentAction, admin: AdminActor): Promise<PaymentLedgerDto> {
    const result: BookingCommandResult = await this.commands.execute(new PaymentCommand(id, action, admin));
    return this.reads.after(id, result.position);
  }
}
