import { escape } from "es-toolkit";
import DOMPurify from "isomorphic-dompurify";

import { renderCustomEmojis } from "../lib/emoji";
import type { Account, Post as DbPost } from "../schema";

export interface PostProps {
  readonly post: DbPost & { account: Account };
}

export function Post({ post }: PostProps) {
  const account = post.account;
  const authorNameHtml = renderCustomEmojis(account.name, account.emojis);
  const safeNameHtml = renderCustomEmojis(escape(account.name), account.emojis);
  const contentHtml = renderCustomEmojis(post.contentHtml ?? "", post.emojis);
  return (
    <article>
      <header>
        {/* ruleid: react.xss.stored-remote-html */}
        <a href={account.url} dangerouslySetInnerHTML={{ __html: authorNameHtml }} />
        {/* ok: react.xss.stored-remote-html */}
        <a href={account.url} dangerouslySetInnerHTML={{ __html: safeNameHtml }} />
      </header>
      {/* ruleid: react.xss.stored-remote-html */}
      <div class="prose" dangerouslySetInnerHTML={{ __html: contentHtml }} />
      {post.summary && (
        // ok: react.xss.stored-remote-html
        <details dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(post.summary) }} />
      )}
    </article>
  );
}

export function AccountCard({ account }: { account: Account }) {
  return (
    <section>
      {/* ruleid: react.xss.stored-remote-html */}
      <h2 dangerouslySetInnerHTML={{ __html: account.name }} />
      {/* stored sanitised (persistAccount) */}
      {/* ok: react.xss.stored-remote-html */}
      <div class="bio" dangerouslySetInnerHTML={{ __html: account.bioHtml ?? "" }} />
      {/* ok: react.xss.stored-remote-html */}
      <p dangerouslySetInnerHTML={{ __html: account.excerpt ?? "" }} />
    </section>
  );
}
