import { Resend } from "resend";

// ruleid: secrets.resend-api-key
const resend = new Resend("re_eMdY3WmK_gM8zAU07e687QxgIrrQVa9bY");

export async function sendReceipt(to: string, html: string) {
  return resend.emails.send({ from: "Acme <billing@acme.dev>", to, subject: "Your receipt", html });
}

// ok: secrets.resend-api-key
export const marketing = new Resend(process.env.RESEND_API_KEY);

export const resendAccounts = {
  // ruleid: secrets.resend-api-key
  transactional: "re_rhWoMzyO_MOVpgPhcLdGlXgfoLHRW2dsz",
  // ok: secrets.resend-api-key
  audienceId: "78261eea-8f8b-4381-83c6-79fa7120f1cf",
};
