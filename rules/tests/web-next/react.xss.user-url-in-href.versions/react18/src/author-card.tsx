// React 18 only warns in development about a javascript: URL: the author's website runs script
// when clicked.
type Author = { id: string; name: string; website: string };

export function AuthorCard({ author }: { author: Author }) {
  return (
    <div className="author">
      {/* ruleid: react.xss.user-url-in-href */}
      <a href={author.website}>{author.name}</a>
    </div>
  );
}
