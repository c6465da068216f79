import { describe, expect, it } from '@jest/globals';
import { errorCodes, errorCodesByModule } from './api-errors.js';

describe('error codes', () => {
  it('are namespaced by the module that owns them, in kebab-case', () => {
    for (const [module, codes] of Object.entries(errorCodesByModule)) {
      expect(codes.length).toBeGreaterThan(0);
      for (const code of codes) expect(code).toMatch(new RegExp(`^${module}\\.[a-z]+(-[a-z]+)*$`));
    }
  });

  it('never repeat, within a module or across modules', () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
    expect(errorCodes).toHaveLength(Object.values(errorCodesByModule).reduce((sum, codes) => sum + codes.length, 0));
  });
});
