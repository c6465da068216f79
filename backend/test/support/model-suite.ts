import type { App } from 'supertest/types.js';
import { FakeOpenAi } from './fake-openai.js';
import { type ListeningTestApp, listeningTestApp, startTestApp, type TestApp, type TestAppOptions } from './test-app.js';

export interface ModelSuite<A extends TestApp = TestApp> {
  /** The suite's model server; created at once, so a suite can queue replies and read requests anywhere. */
  model: FakeOpenAi;
  testApp: A;
  /** The app's HTTP server, for supertest and the factories. */
  server: App;
}

/**
 * A suite's app whose model is a FakeOpenAi: the fake is started before the app (the app's settings
 * need its address, so `options` gets the started fake) and stopped after the app closed. The app
 * and server are set once this `beforeAll` ran, so a suite's own hooks registered later can use them.
 */
export function modelSuite(options: (model: FakeOpenAi) => TestAppOptions): ModelSuite {
  return suiteOn(startTestApp, options);
}

/** `modelSuite` with the app listening on a free loopback port: for suites with socket clients. */
export function liveModelSuite(options: (model: FakeOpenAi) => TestAppOptions): ModelSuite<ListeningTestApp> {
  return suiteOn(listeningTestApp, options);
}

function suiteOn<A extends TestApp>(start: (options: TestAppOptions) => Promise<A>, options: (model: FakeOpenAi) => TestAppOptions): ModelSuite<A> {
  const suite = { model: new FakeOpenAi() } as ModelSuite<A>;
  beforeAll(async () => {
    await suite.model.start();
    suite.testApp = await start(options(suite.model));
    suite.server = suite.testApp.app.getHttpServer();
  });
  afterAll(async () => {
    await suite.testApp.close();
    await suite.model.stop();
  });
  return suite;
}
