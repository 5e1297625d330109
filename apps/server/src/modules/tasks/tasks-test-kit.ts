// What the task tests share (tasks-create.test.ts, tasks-update.test.ts, tasks-status.test.ts): one test
// server and one signed-in user for the whole suite.
import { after, before } from 'node:test';
import { type SignedInAgent, signedIn } from '../../../test/factories.ts';
import { buildTestServer, type TestServer } from '../../../test/test-server.ts';

/**
 * Inside a describe(): builds the test server and signs a user in before the first test, hands both to
 * `use`, and closes the server after the last test.
 */
export function serverWithUser(use: (server: TestServer, agent: SignedInAgent) => void): void {
  let server: TestServer | undefined;
  before(async () => {
    server = await buildTestServer();
    use(server, await signedIn(server));
  });
  after(() => server?.close());
}
