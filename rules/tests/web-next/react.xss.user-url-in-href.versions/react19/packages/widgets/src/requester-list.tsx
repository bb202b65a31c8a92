// React 19 (the workspace catalog pins it): React DOM turns a javascript: URL in href into one
// that only throws, so a user's link can no longer run script.
type Requester = { id: string; displayName: string; link: string };

export function RequesterList({ users }: { users: { user: Requester }[] }) {
  return (
    <ul>
      {users.map(({ user }) => (
        <li key={user.id}>
          {/* ok: react.xss.user-url-in-href */}
          <a href={user.link} target="_blank" rel="noreferrer">
            {user.displayName}
          </a>
        </li>
      ))}
    </ul>
  );
}
