import { Injectable } from '@nestjs/common';
import { AppConfig } from '#config/app-config.js';
import { mayConnect } from './address-policy.js';
import { decodeText, guardedFetch } from './guarded-fetch.js';

/** Limits of fetching a page to import (issue 20). */
export const pageFetchLimits = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 } as const;

const htmlTypes = ['text/html', 'application/xhtml+xml'] as const;

export interface FetchedPage {
  /** Where the page was finally read, after redirects. */
  url: string;
  html: string;
}

/** Fetches a recipe page through the SSRF guards, under the operator's private-network setting. */
@Injectable()
export class RecipePageFetcher {
  constructor(private readonly config: AppConfig) {}

  async fetchPage(url: string): Promise<FetchedPage> {
    const allowPrivate = this.config.importAllowPrivateHosts;
    const page = await guardedFetch(url, {
      ...pageFetchLimits,
      allowAddress: (address) => mayConnect(address, allowPrivate),
      accept: htmlTypes,
      acceptHeader: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
    });
    return { url: page.url, html: decodeText(page) };
  }
}
