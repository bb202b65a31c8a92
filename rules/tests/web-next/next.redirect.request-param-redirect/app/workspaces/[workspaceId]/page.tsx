import { redirect } from 'next/navigation';
import { workspaceSettingsPath } from '@/lib/routes';

// a route builder the app imports: it makes the app's own path from the id, whatever the id holds
export default async function WorkspacePage(props: { params: Promise<{ workspaceId: string }> }) {
  const { workspaceId } = await props.params;
  // ok: next.redirect.request-param-redirect
  redirect(workspaceSettingsPath(workspaceId, 'general'));
}
