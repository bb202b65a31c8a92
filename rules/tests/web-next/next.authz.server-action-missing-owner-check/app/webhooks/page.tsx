import { prisma } from '@/lib/prisma';
import { deleteWebhook } from '@/lib/webhooks/service';

export default async function WebhooksPage({ params }: { params: Promise<{ workspaceId: string }> }) {
  const { workspaceId } = await params;
  const webhooks = await prisma.webhook.findMany({ where: { workspaceId } });
  return (
    <ul>
      {webhooks.map((webhook) => (
        <li key={webhook.id}>
          {webhook.url}
          <form action={deleteWebhook.bind(null, webhook.id)}>
            <button type="submit">Delete</button>
          </form>
        </li>
      ))}
    </ul>
  );
}
