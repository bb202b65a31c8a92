'use server';

import { prisma } from '@/lib/prisma';

// Imported by a server component only, which hands it to the page as a form action: the form
// carries its id to the browser

// ruleid: next.authz.server-action-missing-owner-check
export async function deleteWebhook(webhookId: string) {
  await prisma.webhook.delete({ where: { id: webhookId } });
}
