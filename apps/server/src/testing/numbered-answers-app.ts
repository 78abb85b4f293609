import { startOpenAiDouble, type StreamingDouble } from '@selecta/test-doubles/openai-server';
import { createTestApp, type TestApp } from './test-app.ts';
import { createTestUser, type TestUser } from './test-user.ts';

export interface NumberedAnswersApp {
  /** The provider double: each answer is `answer N`, N the requests it has had, so a test can tell versions apart. */
  double: StreamingDouble;
  t: TestApp;
  /** One signed-up user. */
  user: TestUser;
  /** A JSON request as `token` (the user's by default): POST with a body, GET without. */
  post: (path: string, body?: unknown, token?: string) => Response | Promise<Response>;
  close: () => Promise<void>;
}

/** An app in front of a provider double that numbers its answers, and one user: the set-up of the run-variant suites. */
export async function numberedAnswersApp(): Promise<NumberedAnswersApp> {
  const double: StreamingDouble = await startOpenAiDouble({ reply: () => `answer ${double.requests.length}` });
  const t = await createTestApp({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${double.url}/v1`, AI_MODEL: 'test-model' });
  const user = await createTestUser(t);
  const post = (path: string, body?: unknown, token = user.accessToken) =>
    t.app.request(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return { double, t, user, post, close: async () => (await t.close(), await double.close()) };
}
