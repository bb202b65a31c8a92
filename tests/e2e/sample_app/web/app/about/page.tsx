import DOMPurify from "isomorphic-dompurify";
import { getPage } from "@/lib/posts";

export default async function AboutPage() {
  const page = await getPage("about");
  return (
    <main>
      <h1>{page.title}</h1>
      <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(page.html) }} />
      <a href="https://status.acme.dev" target="_blank" rel="noopener noreferrer">
        Status
      </a>
    </main>
  );
}
