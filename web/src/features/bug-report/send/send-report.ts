// Sends a report straight to `POST /v1/bug-reports` (like file uploads, not through GraphQL: the
// facade would make every visitor share one rate-limit address, and a screenshot can be larger
// than its body limit). Signed in, the report names its reporter; a token the server refuses is
// dropped and the report sent as a visitor's, so an expired session never loses a report.
import { APPLICATION_HEADER } from '../../../api/application-header.ts';
import { createTokenStorage } from '../../../store/token-storage.ts';
import type { BugReportInput, SendResult } from '../types.ts';

/** Statuses worth another try later: the gateway was unreachable, busy or failing. */
export const isRetryableStatus = (status: number) =>
  status === 408 || status === 429 || status >= 500;

export const BUG_REPORTS_URL = '/v1/bug-reports';

/** The /v1 body: the same fields in snake_case. */
export function toV1Body(input: BugReportInput): Record<string, unknown> {
  return {
    title: input.title,
    description: input.description,
    url: input.url,
    occurred_at: input.occurredAt,
    stack_trace: input.stackTrace,
    local_storage: input.localStorage,
    actions: input.actions,
    browser: {
      user_agent: input.browser.userAgent,
      language: input.browser.language ?? null,
      viewport_width: input.browser.viewportWidth,
      viewport_height: input.browser.viewportHeight,
    },
    screenshot: input.screenshot ?? null,
    ...(input.clientId ? { client_id: input.clientId } : {}),
  };
}

const deliveryStates = {
  pending: 'PENDING',
  delivered: 'DELIVERED',
  not_configured: 'NOT_CONFIGURED',
} as const;

interface Receipt {
  data?: { id?: string; delivery_state?: keyof typeof deliveryStates };
}

function post(input: BugReportInput, accessToken: string | null): Promise<Response> {
  const locale = createTokenStorage().loadLocale() ?? 'nl';
  return fetch(BUG_REPORTS_URL, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'accept-language': locale,
      'x-application': APPLICATION_HEADER,
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify(toV1Body(input)),
  });
}

export async function sendBugReport(input: BugReportInput): Promise<SendResult> {
  let response: Response;
  try {
    const accessToken = createTokenStorage().load()?.accessToken ?? null;
    response = await post(input, accessToken);
    if (response.status === 401 && accessToken) response = await post(input, null);
  } catch {
    return { ok: false, retryable: true, reason: 'no response' };
  }
  if (!response.ok) {
    const reason = `${response.status} ${response.statusText}`.trim();
    return { ok: false, retryable: isRetryableStatus(response.status), reason };
  }
  const receipt = (await response.json().catch(() => ({}))) as Receipt;
  const id = receipt.data?.id;
  const state = receipt.data?.delivery_state;
  if (!id || !state || !(state in deliveryStates)) {
    return { ok: false, retryable: true, reason: 'no receipt in the answer' };
  }
  return { ok: true, id, deliveryState: deliveryStates[state] };
}
