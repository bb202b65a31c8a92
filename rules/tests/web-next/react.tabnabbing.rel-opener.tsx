type Partner = { id: string; name: string; url: string };

export function PartnerList({ partners }: { partners: Partner[] }) {
  return (
    <ul>
      {partners.map((partner) => (
        <li key={partner.id}>
          {/* ruleid: react.tabnabbing.rel-opener */}
          <a href={partner.url} target="_blank" rel="opener">
            {partner.name}
          </a>
          {/* ruleid: react.tabnabbing.rel-opener */}
          <a href={`${partner.url}/signup`} target="_blank" rel="opener nofollow">
            Sign up
          </a>
          {/* ok: react.tabnabbing.rel-opener */}
          <a href={partner.url} target="_blank" rel="nofollow ugc">
            {partner.url}
          </a>
          {/* ok: react.tabnabbing.rel-opener */}
          <a href={partner.url} target="_blank">
            (mirror)
          </a>
        </li>
      ))}
    </ul>
  );
}

export function HelpLink() {
  return (
    // ok: react.tabnabbing.rel-opener
    <a href="https://help.acme-example.com/billing" target="_blank" rel="opener">
      Billing help
    </a>
  );
}
