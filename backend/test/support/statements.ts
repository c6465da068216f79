import { jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/core';
import type { TestApp } from './test-app.js';

/**
 * The statements the app sends to the database while `work` runs, whitespace folded, with
 * transaction control as 'begin' / 'commit' / 'rollback': what a write path costs (issue 33).
 */
export async function statementsOf(testApp: TestApp, work: () => Promise<unknown>): Promise<string[]> {
  const connection = testApp.app.get(MikroORM).em.getConnection();
  const seen: string[] = [];
  const spies = (['execute', 'begin', 'commit', 'rollback'] as const).map((method) => {
    const original = (connection[method] as (...args: unknown[]) => Promise<unknown>).bind(connection);
    return jest.spyOn(connection, method).mockImplementation(((...args: unknown[]) => {
      seen.push(method === 'execute' ? String(args[0]).replace(/\s+/g, ' ').trim() : method);
      return original(...args);
    }) as never);
  });
  try {
    await work();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return seen;
}
