import { redirect } from 'next/navigation';

export default async function DeepLinkPage({ params }: { params: Promise<{ domain: string; key?: string }> }) {
  const { domain, key } = await params;
  let link = await findLink(domain, key);
  if (!link) {
    // ruleid: next.redirect.request-param-redirect
    redirect(`https://${domain}`);
  }
  link = decodeLink(link);
  if (!link) {
    // the same redirect of the same value after a re-check: one weakness, reported once
    // ok: next.redirect.request-param-redirect
    redirect(`https://${domain}`);
  }
  if (link.archived) {
    // another value: reported on its own
    // ruleid: next.redirect.request-param-redirect
    redirect(`https://${key}`);
  }
  return <a href={link.url}>Open</a>;
}
