import { headers } from 'next/headers';
import { Webhook } from 'svix';
import type { WebhookEvent } from '@clerk/nextjs/server';
import { prisma } from '@/lib/db';

export async function POST(request: Request) {
  const h = headers();
  const payload = await request.text();
  const wh = new Webhook(process.env.CLERK_WEBHOOK_SECRET!);
  // ok: node.webhook.event-without-signature-check
  const evt = wh.verify(payload, {
    'svix-id': h.get('svix-id')!,
    'svix-timestamp': h.get('svix-timestamp')!,
    'svix-signature': h.get('svix-signature')!,
  }) as WebhookEvent;

  if (evt.type === 'user.created') {
    await prisma.user.create({ data: { clerkId: evt.data.id, email: evt.data.email_addresses[0]?.email_address } });
  }
  return new Response('ok');
}
