import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { failedTests, readCounts, slowestFiles } from './reports.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sous-reports-test-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (name, content) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
};

test('jest: passed, failed plus suites that could not run, skipped plus todo', () => {
  const file = write('jest.json', { numPassedTests: 40, numFailedTests: 2, numPendingTests: 3, numTodoTests: 1, numRuntimeErrorTestSuites: 1 });
  assert.deepEqual(readCounts('jest', file), { passed: 40, failed: 3, skipped: 4 });
});

test('vitest: a failed file without tests counts as one failure', () => {
  const file = write('vitest.json', {
    numPassedTests: 7,
    numFailedTests: 0,
    numPendingTests: 0,
    numTodoTests: 0,
    testResults: [
      { status: 'passed', assertionResults: [{ status: 'passed' }] },
      { status: 'failed', assertionResults: [] },
    ],
  });
  assert.deepEqual(readCounts('vitest', file), { passed: 7, failed: 1, skipped: 0 });
});

test('playwright: expected and flaky pass, unexpected and global errors fail', () => {
  const file = write('pw.json', { stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 2 }, errors: [{ message: 'boom' }] });
  assert.deepEqual(readCounts('playwright', file), { passed: 6, failed: 2, skipped: 2 });
});

test('a missing or unreadable report gives null', () => {
  assert.equal(readCounts('jest', path.join(dir, 'absent.json')), null);
  assert.equal(readCounts('jest', write('broken.json', '{"numPassedTests": 4')), null);
});

test('jest: the slowest files first, relative to the root, from each file\'s start and end', () => {
  const file = write('slow.json', {
    testResults: [
      { name: '/repo/backend/test/a.int-spec.ts', startTime: 1000, endTime: 3000, assertionResults: [{}, {}] },
      { name: '/repo/backend/test/b.int-spec.ts', startTime: 1000, endTime: 9000, assertionResults: [{}] },
      { name: '/repo/backend/test/c.int-spec.ts', startTime: 5000, endTime: 5500, assertionResults: [] },
    ],
  });
  assert.deepEqual(slowestFiles(file, '/repo/', 2), [
    { file: 'backend/test/b.int-spec.ts', ms: 8000, tests: 1 },
    { file: 'backend/test/a.int-spec.ts', ms: 2000, tests: 2 },
  ]);
  assert.deepEqual(slowestFiles(write('broken.json', 'not json'), '/repo'), []);
});

test('failed tests: jest names the file and the test, a suite that could not run by its message', () => {
  const file = write('jest-failed.json', {
    testResults: [
      { name: '/repo/backend/test/a.int-spec.ts', status: 'failed', assertionResults: [{ status: 'passed', fullName: 'ok' }, { status: 'failed', fullName: 'adds › twice' }] },
      { name: '/repo/backend/test/b.int-spec.ts', status: 'failed', message: '  Cannot find module x\n  at y', assertionResults: [] },
      { name: '/repo/backend/test/c.int-spec.ts', status: 'passed', assertionResults: [{ status: 'passed', fullName: 'fine' }] },
    ],
  });
  assert.deepEqual(failedTests('jest', file, '/repo'), ['backend/test/a.int-spec.ts  adds › twice', 'backend/test/b.int-spec.ts  (suite) Cannot find module x']);
});

test('failed tests: playwright names file, line and the describe path; run errors too; none for a missing report', () => {
  const file = write('pw-failed.json', {
    suites: [
      {
        title: 'feedback.spec.ts',
        file: 'feedback.spec.ts',
        specs: [{ title: 'sends', ok: true, file: 'feedback.spec.ts', line: 3 }],
        suites: [{ title: 'two devices', file: 'feedback.spec.ts', specs: [{ title: 'syncs', ok: false, file: 'feedback.spec.ts', line: 63 }] }],
      },
    ],
    errors: [{ message: 'global setup failed\nstack' }],
  });
  assert.deepEqual(failedTests('playwright', file, '/repo'), ['feedback.spec.ts:63 two devices › syncs', '(run) global setup failed']);
  assert.deepEqual(failedTests('jest', path.join(dir, 'missing.json'), '/repo'), []);
});

test('failed tests: the first lines of why each failed follow its name, without colours or the stack', () => {
  const pw = write('pw-why.json', {
    suites: [
      {
        title: 'offline.spec.ts',
        file: 'offline.spec.ts',
        specs: [
          {
            title: 'syncs',
            ok: false,
            file: 'offline.spec.ts',
            line: 44,
            tests: [{ results: [{ error: { message: '\u001b[31mError: expect(locator).toHaveCount(expected)\u001b[39m\n\nExpected: 0\nReceived: 1\n    at offline.spec.ts:72:5' } }] }],
          },
        ],
      },
    ],
  });
  assert.deepEqual(failedTests('playwright', pw, '/repo'), [
    'offline.spec.ts:44 syncs\n      Error: expect(locator).toHaveCount(expected)\n      Expected: 0\n      Received: 1',
  ]);
  const jest = write('jest-why.json', {
    testResults: [{ name: '/repo/a.int-spec.ts', status: 'failed', assertionResults: [{ status: 'failed', fullName: 'adds', failureMessages: ['Error: boom\n    at x (a.ts:1:1)'] }] }],
  });
  assert.deepEqual(failedTests('jest', jest, '/repo'), ['a.int-spec.ts  adds\n      Error: boom']);
});
