import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SetBankAccountsCommand } from '../../src/modules/villa';

/** The account a test owner enters; the product itself starts with none (issue 33). */
export const TEST_BANK_ACCOUNT = { id: 'test-bank', bankName: 'Kasikorn Bank', accountNumber: '123-4-56789-0', accountName: 'Baan Talay Co., Ltd.' };

/**
 * Does what an owner does before guests can book: enters a way to pay, through the same command the
 * admin's bank-account form runs. A restart on the same database records nothing new.
 */
export async function openVillaForBookings(app: INestApplication): Promise<void> {
  await app.get(CommandBus).execute(new SetBankAccountsCommand([TEST_BANK_ACCOUNT], { kind: 'system', id: 'test-owner-setup' }));
}
