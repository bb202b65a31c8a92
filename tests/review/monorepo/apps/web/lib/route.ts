// Builds links to app pages; not an API endpoint despite the file name.
export function route(path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
