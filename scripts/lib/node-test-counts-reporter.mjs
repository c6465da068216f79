// A node:test reporter that yields one JSON line of counts, in the field names of Jest's JSON
// report, so scripts/test.mjs reads every runner the same way. Suites are not counted as tests.
export default async function* countsReporter(source) {
  const counts = { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 };
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    if (event.data.details?.type === 'suite') continue;
    if (event.data.todo) counts.numTodoTests += 1;
    else if (event.data.skip) counts.numPendingTests += 1;
    else if (event.type === 'test:pass') counts.numPassedTests += 1;
    else counts.numFailedTests += 1;
  }
  yield `${JSON.stringify(counts)}\n`;
}
