import { Global, Module } from '@nestjs/common';
import { Mailer } from './mailer';
import { NodemailerMailer } from './nodemailer.mailer';

@Global()
@Module({ providers: [{ provide: Mailer, useClass: NodemailerMailer }], exports: [Mailer] })
export class MailModule {}
