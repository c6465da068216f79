import { Injectable } from '@nestjs/common';
import { AppConfig } from '#config/app-config.js';
import { OutboundPolicy, type OutboundRules } from '#platform/http/outbound.js';
import { type FetchedPage, RecipePageFetcher } from '../domain/ports/recipe-page-fetcher.port.js';
import { decodeText, guardedFetch } from './guarded-fetch.js';

/** Limits of fetching a page to import (issue 20). */
export const pageFetchLimits = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 } as const;

const htmlTypes = ['text/html', 'application/xhtml+xml'] as const;

/** The RecipePageFetcher port through the outbound policy, under the operator's private-network setting. */
@Injectable()
export class GuardedRecipePageFetcher extends RecipePageFetcher {
  private readonly rules: OutboundRules;

  constructor(
    config: AppConfig,
    private readonly outbound: OutboundPolicy,
  ) {
    super();
    // IMPORT_ALLOW_PRIVATE_HOSTS: a LAN recipe server; never link-local, documentation, multicast…
    this.rules = { protocols: ['http:', 'https:'], allowPrivate: config.importAllowPrivateHosts };
  }

  async fetchPage(url: string): Promise<FetchedPage> {
    const page = await guardedFetch(this.outbound, url, {
      ...pageFetchLimits,
      rules: this.rules,
      accept: htmlTypes,
      acceptHeader: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
    });
    return { url: page.url, html: decodeText(page) };
  }
}
