// JSON reports as Vitest and Playwright write them, cut down to a few tests, for the tests of what reads them.

export const ROOT = '/work/project';

/** Vitest's JSON reporter (Jest's format): a passing file, a file with a failed test, a file whose hook failed. */
export const vitestReport = {
  numPassedTests: 3,
  numFailedTests: 2,
  testResults: [
    {
      name: `${ROOT}/src/server/webhooks/dispatcher.retries.test.ts`,
      status: 'passed',
      message: '',
      assertionResults: [
        {
          ancestorTitles: ['retries'],
          title: 'count a receiver that does not answer in time as a failure',
          status: 'passed',
          duration: 412.5,
          failureMessages: [],
        },
        {
          ancestorTitles: ['retries'],
          title: 'a test skipped here',
          status: 'skipped',
          duration: null,
          failureMessages: [],
        },
      ],
    },
    {
      name: `${ROOT}/src/web/features/deployments/components/ServiceDeploymentActions.test.tsx`,
      status: 'failed',
      message: '',
      assertionResults: [
        {
          ancestorTitles: ['service deployment actions'],
          title: 'serves every chip of the environment from one statuses request',
          status: 'failed',
          duration: 17684,
          failureMessages: [
            '\u001b[31mAssertionError: expected [ …(2) ] to deeply equal [ Array(1) ]\u001b[39m\n\n- Expected\n+ Received\n    at ServiceDeploymentActions.test.tsx:80:5\n    at line five\n    at line six',
          ],
        },
        {
          ancestorTitles: ['service deployment actions'],
          title: 'deploys a container at the tag chosen',
          status: 'failed',
          duration: 45_012,
          failureMessages: [
            'Error: STACK_TRACE_ERROR\n    at task (file:///work/project/node_modules/@vitest/runner/dist/chunk-artifact.js:1784:27)',
          ],
        },
        {
          ancestorTitles: ['service deployment actions'],
          title: 'needs Deploy access',
          status: 'passed',
          duration: 6266,
          failureMessages: [],
        },
      ],
    },
    {
      name: `${ROOT}/src/server/db/pgliteStatements.test.ts`,
      status: 'failed',
      message: 'Hook timed out in 60000ms.\nIf this is a long-running hook, pass a timeout value.',
      assertionResults: [
        {
          ancestorTitles: ['named statements on PGlite'],
          title: 'answers as PGlite does',
          status: 'skipped',
          duration: 0,
          failureMessages: [],
        },
      ],
    },
  ],
};

/** Playwright's JSON reporter: files at the top, describe blocks within, one project, no retry. */
export const playwrightReport = {
  config: { rootDir: `${ROOT}/e2e` },
  suites: [
    {
      title: 'webhooks.spec.ts',
      file: 'webhooks.spec.ts',
      specs: [],
      suites: [
        {
          title: 'webhooks on real deployments',
          file: 'webhooks.spec.ts',
          specs: [
            {
              title: 'a deployment sends "started" then "succeeded"',
              file: 'webhooks.spec.ts',
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    {
                      status: 'timedOut',
                      duration: 90_012,
                      error: { message: 'Test timeout of 90000ms exceeded.' },
                    },
                  ],
                },
              ],
            },
            {
              title: 'a test event reaches the receiver',
              file: 'webhooks.spec.ts',
              tests: [{ status: 'expected', results: [{ status: 'passed', duration: 8_400 }] }],
            },
          ],
        },
      ],
    },
    {
      title: 'deployment-log-pages.spec.ts',
      file: 'deployment-log-pages.spec.ts',
      specs: [
        {
          title: 'a long deployment log opens at its end and scrolls up into older lines',
          file: 'deployment-log-pages.spec.ts',
          tests: [
            {
              status: 'expected',
              results: [{ status: 'passed', duration: 31_250 }],
            },
          ],
        },
        {
          title: 'a skipped spec',
          file: 'deployment-log-pages.spec.ts',
          tests: [{ status: 'skipped', results: [{ status: 'skipped', duration: 0 }] }],
        },
      ],
    },
  ],
  errors: [{ message: 'Error: global setup failed\n    at global-setup.ts:10' }],
  stats: { expected: 2, unexpected: 1, flaky: 0, skipped: 1 },
};
