"use server";

// a server action's module: it runs on the server, whatever the variable is called
export async function refund(orderId: string) {
  // ok: secrets.public-env-secret
  const key = process.env.NEXT_PUBLIC_PAYMENTS_SECRET_KEY;
  return fetch(`https://api.payments.example/refunds/${orderId}`, { headers: { authorization: `Bearer ${key}` } });
}
