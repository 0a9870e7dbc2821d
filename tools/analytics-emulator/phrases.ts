// Word material for the emulator's entries: comments, questions and answers about the example site's topics.

export const SITE_URL = 'https://docs.acme.dev';

export const PAGE_WEIGHTS: Record<string, number> = {
  quickstart: 10,
  'guides/authentication': 8,
  index: 6,
  'guides/webhooks': 5,
  'guides/errors': 5,
  'guides/pagination': 3,
  'guides/overview': 3,
  'api-reference/endpoints/create-project': 3,
  'api-reference/endpoints/list-projects': 2,
};

export const PAGE_COMMENTS = {
  helpful: [
    'Clear and to the point, thanks!',
    'This solved my problem.',
    'Great examples, exactly what I needed.',
    'Short and useful.',
    'Finally understood how {title} works.',
  ],
  unhelpful: [
    'The {title} page is missing an example for Node.js.',
    'Out of date: the dashboard no longer has this button.',
    'I followed every step and still get a 401.',
    'Please explain what happens when the token expires.',
    'Typo in the second paragraph ("works" should be "work").',
    'Which API version does this apply to?',
    'A diagram of the flow would help a lot.',
    'The link to the SDK reference is broken.',
    'Too short. What about retries, "idempotency" and timeouts?',
    'Could you add a section on limits, e.g. max page size, rate limits, quotas?',
  ],
  code: [
    'This example throws `TypeError: acme.projects is undefined`.',
    'Missing the import line.',
    'Does not run on Python 3.12:\nModuleNotFoundError: No module named "acme"',
    'Please show the response too.',
    'The key should come from an environment variable, not be pasted in the code.',
    'Works, thanks!',
    'Copy button adds a "$ " prefix, so the command fails.',
  ],
  agent: [
    'The agent could not find the rate limit for this endpoint.',
    'Response schema lacks a description of "nextCursor".',
    'Page contradicts the OpenAPI spec about the required "name" field.',
  ],
};

export const FIRST_NAMES = ['ada', 'grace', 'linus', 'margaret', 'alan', 'barbara', 'ken', 'radia', 'guido', 'frances'];
export const LAST_NAMES = [
  'lovelace',
  'hopper',
  'torvalds',
  'hamilton',
  'turing',
  'liskov',
  'thompson',
  'perlman',
  'rossum',
  'allen',
];
export const MAIL_DOMAINS = ['example.com', 'example.org', 'acme-customer.example'];

export interface Topic {
  readonly category: string;
  readonly pages: readonly string[];
  readonly questions: readonly string[];
  readonly answer: string;
}

export const TOPICS: readonly Topic[] = [
  {
    category: 'authentication',
    pages: ['guides/authentication', 'quickstart'],
    questions: [
      'How do I authenticate API requests?',
      'where do i find my api key',
      'Can I rotate my API key without downtime?',
      'Why do I get 401 Unauthorized?',
    ],
    answer:
      'Send your key in the `Authorization` header of every request:\n\n```bash\ncurl -H "Authorization: Bearer ' +
      '$ACME_API_KEY" https://api.acme.dev/v1/projects\n```\n\nKeys are created in the dashboard; keep them out ' +
      'of source control. See [Authentication]({site}/guides/authentication).',
  },
  {
    category: 'webhooks',
    pages: ['guides/webhooks', 'api-reference/endpoints/project-created'],
    questions: [
      'How do I verify webhook signatures?',
      'Which events can I subscribe to?',
      'Do webhooks retry on failure?',
    ],
    answer:
      'Acme signs each webhook with your endpoint secret. Compare the **`Acme-Signature`** header with an HMAC ' +
      'of the raw body:\n\n1. Read the raw request body.\n2. Compute `HMAC-SHA256(secret, body)`.\n3. Compare in ' +
      'constant time.\n\nThe `project.created` event is described in [Project ' +
      'created]({site}/api-reference/endpoints/project-created).',
  },
  {
    category: 'pagination',
    pages: ['guides/pagination', 'api-reference/endpoints/list-projects'],
    questions: [
      'How do I get all projects, not just the first 20?',
      'What is the max page size?',
      'How does cursor pagination work?',
    ],
    answer:
      'List endpoints return `nextCursor` and `hasMore`. Repeat the request with `cursor=<nextCursor>` until ' +
      '`hasMore` is `false`:\n\n```python\ncursor = None\nwhile True:\n    page = ' +
      'client.projects.list(cursor=cursor)\n    handle(page.data)\n    if not page.has_more:\n        break\n    ' +
      'cursor = page.next_cursor\n```\n\nDetails in [Pagination]({site}/guides/pagination).',
  },
  {
    category: 'errors',
    pages: ['guides/errors'],
    questions: [
      'What does error 429 mean?',
      'How should I retry failed requests?',
      'what is error code project_limit_reached',
    ],
    answer:
      'A `429` means you hit the rate limit. Wait for the number of seconds in the `Retry-After` header, then ' +
      'retry with exponential backoff. Other errors return a JSON body with `error` and `details`; see ' +
      '[Errors]({site}/guides/errors).',
  },
  {
    category: 'getting-started',
    pages: ['quickstart', 'index', 'guides/overview'],
    questions: ['How do I install the CLI?', 'Is there a Node.js SDK?', 'How do I create my first project?'],
    answer:
      'Install the CLI and log in:\n\n```bash\nnpm install -g acme-cli\nacme login\n```\n\nThen create a project ' +
      'with `acme.projects.create({ name })`. The [Quickstart]({site}/quickstart) walks through it in five minutes.',
  },
  {
    category: 'api-reference',
    pages: ['api-reference/endpoints/create-project', 'api-reference/models/project', 'api-reference/introduction'],
    questions: [
      'What fields does a Project have?',
      'Is the name field required when creating a project?',
      'What is the base URL of the API?',
    ],
    answer:
      'A project has an `id`, a `name` and a `createdAt` timestamp. `name` is required when creating one. The ' +
      'base URL is `https://api.acme.dev/v1`. See [Project]({site}/api-reference/models/project) and [Create ' +
      'project]({site}/api-reference/endpoints/create-project).',
  },
];

export const UNANSWERED = {
  questions: [
    'Does Acme support SAML single sign-on?',
    'Can I self-host Acme?',
    'Is there a GraphQL API?',
    'What is the SLA for the enterprise plan?',
  ],
  answer:
    "I couldn't find information about that in the documentation. You can contact support at support@example.com.",
};

export const CLARIFYING = {
  questions: ['limits?', 'how to delete', 'keys'],
  answer: 'Do you mean the REST API or the command-line tool? The steps differ between the two.',
};
