import DOMPurify from 'isomorphic-dompurify';
import { marked } from 'marked';
import { getPost, getAuthor } from '@/lib/posts';

export default async function PostPage({ params }: { params: { slug: string } }) {
  const post = await getPost(params.slug);
  const author = await getAuthor(post.authorId);
  const bodyHtml = marked.parse(post.body) as string;

  return (
    <article className="prose">
      <h1>{post.title}</h1>
      {/* ruleid: react.xss.dangerously-set-inner-html */}
      <div className="post-body" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      {/* ok: react.xss.dangerously-set-inner-html */}
      <div className="post-excerpt" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(post.excerptHtml) }} />
      <aside>
        {/* ruleid: react.xss.dangerously-set-inner-html */}
        <p dangerouslySetInnerHTML={{ __html: author.bio }} />
        {/* ok: react.xss.dangerously-set-inner-html */}
        <span dangerouslySetInnerHTML={{ __html: '&copy; 2024 Acme Blog' }} />
      </aside>
      <footer>{post.tags.join(', ')}</footer>
    </article>
  );
}

export function CommentBody({ comment }: { comment: { html: string } }) {
  const clean = DOMPurify.sanitize(comment.html, { USE_PROFILES: { html: true } });
  // ok: react.xss.dangerously-set-inner-html
  return <div dangerouslySetInnerHTML={{ __html: sanitize(comment.html) }} />;
}

const SPINNER_SVG = '<svg viewBox="0 0 24 24" class="animate-spin"><circle cx="12" cy="12" r="10" /></svg>';

export function Spinner({ labelHtml }: { labelHtml: string }) {
  return (
    <span role="status">
      {/* ok: react.xss.dangerously-set-inner-html */}
      <span dangerouslySetInnerHTML={{ __html: SPINNER_SVG }} />
      {/* ruleid: react.xss.dangerously-set-inner-html */}
      <span dangerouslySetInnerHTML={{ __html: labelHtml }} />
    </span>
  );
}

type Theme = { brandColor?: string; buttonText?: string; logo?: string };

export function BrandedLayout({ theme, children }: { theme: Theme; children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        {/* ok: react.xss.dangerously-set-inner-html */}
        <style dangerouslySetInnerHTML={{ __html: `:root { --brand-color: ${theme.brandColor}; --button-text: ${theme.buttonText} }` }} />
      </head>
      <body>
        {theme?.logo && <img src={theme.logo} alt="" />}
        {/* ok: react.xss.dangerously-set-inner-html */}
        {theme?.brandColor && <style dangerouslySetInnerHTML={{ __html: `
          :root {
            --brand-color: ${theme?.brandColor}
          }
        ` }} />}
        {children}
      </body>
    </html>
  );
}

export function TenantStyles({ config }: { config: { ui: { colors: { primary: string } } } }) {
  return (
    // ok: react.xss.dangerously-set-inner-html
    <style dangerouslySetInnerHTML={{ __html: `.btn-primary { background: ${config.ui.colors.primary}; }` }} />
  );
}

export function UserCss({ profile }: { profile: { customCss: string } }) {
  // ruleid: react.xss.dangerously-set-inner-html
  return <style dangerouslySetInnerHTML={{ __html: `.profile { ${profile.customCss} }` }} />;
}

export function Analytics({ site, theme }: { site: { trackingId: string }; theme: Theme }) {
  return (
    // ruleid: react.xss.dangerously-set-inner-html
    <script dangerouslySetInnerHTML={{ __html: `window.dataLayer.push({ id: "${site.trackingId}", theme: "${theme.brandColor}" })` }} />
  );
}
