import { Global, Module } from '@nestjs/common';
import { Mailer } from './mailer.js';

/** Outgoing mail, for every module that can send some when SMTP is configured. */
@Global()
@Module({ providers: [Mailer], exports: [Mailer] })
export class MailModule {}
