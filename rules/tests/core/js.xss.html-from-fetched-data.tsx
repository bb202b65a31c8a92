import DOMPurify from 'dompurify';
import { useEffect, useState } from 'react';

type Post = { id: string; author: string; content: string };

// the forum shows what members posted, as the app's own API returns it
export function Forum() {
  const [posts, setPosts] = useState<Post[]>([]);

  useEffect(() => {
    const load = async () => {
      const res = await fetch('/api/posts');
      if (res.ok) setPosts(await res.json());
    };
    load();
  }, []);

  return (
    <ul>
      {posts.map((p) => (
        <li key={p.id}>
          {p.author}
          {/* ruleid: js.xss.html-from-fetched-data */}
          <div dangerouslySetInnerHTML={{ __html: p.content }} />
        </li>
      ))}
    </ul>
  );
}

export function ForumSanitized() {
  const [posts, setPosts] = useState<Post[]>([]);

  useEffect(() => {
    fetch('/api/posts')
      .then((res) => res.json())
      .then((data: Post[]) => setPosts(data));
  }, []);

  return (
    <ul>
      {posts.map((p) => (
        <li key={p.id}>
          {/* ok: js.xss.html-from-fetched-data */}
          <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(p.content) }} />
        </li>
      ))}
    </ul>
  );
}

// the help page's articles come from the content team's CMS, not from the app's users
export function HelpArticle({ slug }: { slug: string }) {
  const [body, setBody] = useState('');

  useEffect(() => {
    fetch(`${process.env.NEXT_PUBLIC_CMS_URL}/articles/${slug}`)
      .then((res) => res.json())
      .then((article) => setBody(article.bodyHtml));
  }, [slug]);

  // ok: js.xss.html-from-fetched-data
  return <article dangerouslySetInnerHTML={{ __html: body }} />;
}
