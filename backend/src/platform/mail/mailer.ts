import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer from 'nodemailer';
import { AppConfig } from '#config/app-config.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** A mail server that does not answer must not hold a request, or the shutdown, for minutes. */
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * The server's outgoing mail over SMTP (SMTP_URL, from SMTP_FROM), through nodemailer: `smtp://`
 * upgrades with STARTTLS when the server offers it (`?requireTLS=true` insists), `smtps://` is TLS
 * from the start. `configured` is false without SMTP_URL; callers then offer another way.
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly logger = new Logger('Mailer');
  private readonly transport: ReturnType<typeof nodemailer.createTransport> | null;
  private readonly pending = new Set<Promise<void>>();

  constructor(config: AppConfig) {
    this.transport = config.smtp ? nodemailer.createTransport({ url: config.smtp.url, ...timeouts }, { from: config.smtp.from }) : null;
  }

  get configured(): boolean {
    return this.transport !== null;
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (!this.transport) throw new Error('No SMTP_URL: mail cannot be sent');
    await this.transport.sendMail(mail);
  }

  /**
   * Sends without making the caller wait: the answer must not depend on whether (or how fast) a
   * mail went out (a reset request answers the same for every address). A failure is logged with
   * `what` (never the recipient), and shutdown waits for mail still on its way.
   */
  sendInBackground(mail: OutgoingMail, what: string): void {
    const sending = this.send(mail).catch((error: unknown) => {
      this.logger.warn({ reason: (error as Error).message }, `Could not send ${what}`);
    });
    this.pending.add(sending);
    void sending.finally(() => this.pending.delete(sending));
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.pending]);
    this.transport?.close();
  }
}
