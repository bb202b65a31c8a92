type Comment = { id: string; author: string; body: string; link?: string };

export function CommentLinks({ comments }: { comments: Comment[] }) {
  return (
    <ul className="comments">
      {comments.map((c) => (
        <li key={c.id}>
          <p>{c.body}</p>
          {c.link && (
            // ruleid: react.tabnabbing.rel-without-noopener
            <a href={c.link} target="_blank" rel="nofollow ugc noopener noreferrer">
              {c.link}
            </a>
          )}
          {/* ok: react.tabnabbing.rel-without-noopener */}
          <a href={c.link} target="_blank" rel="nofollow ugc noopener">
            (mirror)
          </a>
        </li>
      ))}
    </ul>
  );
}

export function PartnerBadge({ partner }: { partner: { url: string; name: string } }) {
  return (
    <>
      {/* ruleid: react.tabnabbing.rel-without-noopener */}
      <a href={partner.url} target="_blank" rel="opener noopener noreferrer">
        {partner.name}
      </a>
      {/* ok: react.tabnabbing.rel-without-noopener */}
      <a href="https://partners.acme-example.com" target="_blank" rel="sponsored">
        All partners
      </a>
    </>
  );
}
