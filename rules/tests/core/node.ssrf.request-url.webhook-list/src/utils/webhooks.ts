export interface WebhookResult {
  url: string;
  ok: boolean;
  status?: number;
  error?: string;
}

function normalizeTargets(values?: string[] | null): string[] {
  if (!values) return [];
  return Array.from(new Set(values.map((value) => value.trim()).filter(Boolean)));
}

// Posts the payload to each webhook and tells the caller how each answered.
export async function postWebhooks(urls: string[], payload: Record<string, unknown>): Promise<WebhookResult[]> {
  const targets = normalizeTargets(urls);
  return Promise.all(
    targets.map(async (url) => {
      // ruleid: node.ssrf.request-url
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
      });
      if (!response.ok) {
        const text = await response.text();
        return { url, ok: false, status: response.status, error: text.slice(0, 200) };
      }
      return { url, ok: true, status: response.status };
    }),
  );
}
