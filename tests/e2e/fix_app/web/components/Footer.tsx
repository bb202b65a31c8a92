import Link from "next/link";

export function Footer({ partnerUrl }: { partnerUrl: string }) {
  return (
    <footer>
      <Link href="/privacy">Privacy</Link>
      <a href={partnerUrl} target="_blank" rel="opener">
        Our partner
      </a>
    </footer>
  );
}
