// A document's base address or, failing that, the page's own address: neither is the URL's data.
export function snapshot(doc: Document): string {
  const clone = doc.documentElement.cloneNode(true) as HTMLElement;
  const head = clone.querySelector('head') ?? clone;
  const base = doc.createElement('base');
  // ok: js.xss.url-attribute-from-url
  base.href = doc.baseURI || window.location.href;
  head.prepend(base);
  return clone.outerHTML;
}

export function shareLink(anchor: HTMLAnchorElement): void {
  const params = new URLSearchParams(window.location.search);
  // the query's `next` when there is one: the URL's own data
  // ruleid: js.xss.url-attribute-from-url
  anchor.href = params.get('next') || window.location.href;
}
