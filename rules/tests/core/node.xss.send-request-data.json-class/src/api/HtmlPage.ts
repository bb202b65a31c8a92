// a page builder that renders to text (its instances are never what a handler sends)
export function htmlPage(title: string, body: string): string {
  return `<html><head><title>${title}</title></head><body>${body}</body></html>`;
}
