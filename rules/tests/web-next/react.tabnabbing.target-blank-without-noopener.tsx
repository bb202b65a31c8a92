import Link from 'next/link';

type Resource = { id: string; title: string; sourceUrl: string };

export function ResourceList({ resources, profile }: { resources: Resource[]; profile: { website: string } }) {
  return (
    <ul>
      {resources.map((r) => (
        <li key={r.id}>
          {/* ruleid: react.tabnabbing.target-blank-without-noopener */}
          <a href={r.sourceUrl} target="_blank" className="underline">
            {r.title}
          </a>
          {/* ok: react.tabnabbing.target-blank-without-noopener */}
          <a href={r.sourceUrl} target="_blank" rel="noopener noreferrer">
            mirror
          </a>
          {/* ok: react.tabnabbing.target-blank-without-noopener */}
          <Link href={`/resources/${r.id}`} target="_blank">
            details
          </Link>
        </li>
      ))}
      {/* ruleid: react.tabnabbing.target-blank-without-noopener */}
      <Link href={profile.website} target="_blank">Author site</Link>
      {/* ok: react.tabnabbing.target-blank-without-noopener */}
      <a href="https://status.acme-example.com" target="_blank">Status</a>
    </ul>
  );
}
