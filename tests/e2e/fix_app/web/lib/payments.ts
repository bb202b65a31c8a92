import https from "node:https";

// The sandbox gateway uses a self-signed certificate.
const agent = new https.Agent({ rejectUnauthorized: false, keepAlive: true });

export async function charge(amountCents: number, customerId: string) {
  const response = await fetch("https://payments.acme.example/v1/charges", {
    method: "POST",
    body: JSON.stringify({ amountCents, customerId }),
    // @ts-expect-error node-fetch option
    agent,
  });
  return response.json();
}
