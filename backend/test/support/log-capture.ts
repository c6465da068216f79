import type { TestingModuleBuilder } from '@nestjs/testing';
import { LOG_DESTINATION } from '#platform/logging/request-log.js';

/** One line of the JSON log, as pino writes it. */
export type LogLine = Record<string, unknown> & { level: number; msg?: string; req?: { id?: string; method?: string; url?: string }; res?: { statusCode?: number } };

export interface CapturedLog {
  lines: LogLine[];
  /** For `startTestApp({ override })`: the app logs into `lines` instead of stdout. */
  override: (builder: TestingModuleBuilder) => TestingModuleBuilder;
}

/** The app's log lines, read back (start the app with LOG_LEVEL 'info' or lower to get request lines). */
export function captureLog(): CapturedLog {
  const lines: LogLine[] = [];
  const destination = { write: (chunk: string) => void lines.push(JSON.parse(chunk) as LogLine) };
  return { lines, override: (builder) => builder.overrideProvider(LOG_DESTINATION).useValue(destination) };
}
