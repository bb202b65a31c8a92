import { createHmac } from "node:crypto";
import { describe, expect, test } from "vitest";

import { verifyWebhookSignature } from "@/lib/webhook/signature";

const webhook = {
  id: "wh_IFL4j0toU6RAMz4R7mXjJ6C5", // dummy id
  url: "https://webhook.site/30fb66a9-3611-4878-a8c9-49ab4806a2c0",
  // ok: secrets.stripe-webhook-secret
  secret: "whsec_6f9f3a63705c44206ca655813bf91b61", // dummy secret
};

// ok: secrets.stripe-webhook-secret
const FAKE_CONNECT_SECRET = "whsec_Qm7Lw2Rz8Tn4Vx6Yb1Kc3Fd5Gh9Js0Pa";

// A real endpoint secret pasted into a test is still a leak: nothing on its line says otherwise.
// ruleid: secrets.stripe-webhook-secret
const liveEndpointSecret = "whsec_svRNrjTKHIW1HU4fcJbivH5RkTSafIel";

// The docs URL on the same line says nothing about the secret next to it.
// ruleid: secrets.stripe-webhook-secret
const billing = { secret: "whsec_22ZUn5NjsOy7IVt9vWzJQfqmmyUhvt8r", docs: "https://docs.example.com/webhooks" };

describe("webhook signatures", () => {
  test("accepts a payload signed with the endpoint secret", () => {
    const body = JSON.stringify({ event: "link.clicked" });
    const signature = createHmac("sha256", webhook.secret).update(body).digest("hex");
    expect(verifyWebhookSignature(body, signature, webhook.secret)).toBe(true);
    expect(verifyWebhookSignature(body, signature, FAKE_CONNECT_SECRET)).toBe(false);
    expect(liveEndpointSecret).not.toBe(billing.secret);
  });
});
