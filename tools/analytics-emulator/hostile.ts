// Entries whose every string is an attack on the views (script tags, event handlers, javascript: links). The emulator
// serves them as the newest entries when started with `hostile: true`; the views must show them as plain text.
import { Conversation, FeedbackEntry } from '../../shared/src/analytics/types';

export const HOSTILE = {
  img: '<img src=x onerror=alert(1)>',
  script: '<script>alert(1)</script>',
  svg: '"><svg onload=alert(1)>',
  jsUrl: 'javascript:alert(1)',
};

export function hostileFeedback(ids: () => string, createdAt: string): FeedbackEntry[] {
  return [
    {
      id: ids(),
      path: '/quickstart',
      comment: `Nice ${HOSTILE.img} page ${HOSTILE.script}`,
      createdAt,
      source: 'contextual',
      status: 'pending',
      helpful: false,
      contact: HOSTILE.svg,
    },
    {
      id: ids(),
      path: HOSTILE.jsUrl,
      comment: HOSTILE.svg,
      createdAt,
      source: 'contextual',
      status: HOSTILE.img,
      helpful: true,
      contact: { email: HOSTILE.img },
    },
    {
      id: ids(),
      path: '/quickstart',
      comment: HOSTILE.script,
      createdAt,
      source: 'code_snippet',
      status: 'pending',
      code: `</code></pre>${HOSTILE.script}`,
      filename: HOSTILE.img,
      lang: HOSTILE.svg,
    },
  ];
}

export function hostileConversations(ids: () => string, timestamp: string): Conversation[] {
  return [
    {
      id: ids(),
      timestamp,
      query: `How? ${HOSTILE.img}`,
      response:
        `Click [here](${HOSTILE.jsUrl}) or <a href="${HOSTILE.jsUrl}">this</a>. ${HOSTILE.script} ` +
        `${HOSTILE.img}\n\n![x](${HOSTILE.jsUrl})\n\n<iframe src="https://example.com"></iframe>`,
      responseType: 'answer',
      sources: [
        { title: `<b onmouseover=alert(1)>Bold</b>`, url: HOSTILE.jsUrl },
        { title: 'Data', url: 'data:text/html,<script>alert(1)</script>' },
      ],
      resolutionStatus: 'answered',
      queryCategory: HOSTILE.script,
      pageUrl: HOSTILE.jsUrl,
    },
  ];
}
