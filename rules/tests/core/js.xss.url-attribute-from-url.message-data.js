// An outer frame answering its sandboxed inner frame's queries, and a page building links.
export function listen(channel, client, options) {
  const currentPad = { href: options.href || decodeURIComponent(window.location.hash.slice(1)) };
  channel.on('Q_PASSWORD_CHANGE', function (data, cb) {
    // a field of the query's payload, handed to the client: no element, no navigation
    // ok: js.xss.url-attribute-from-url
    data.href = data.href || currentPad.href;
    client.changePassword(data, cb);
  });
  channel.on('Q_OPEN', (query) => {
    // ok: js.xss.url-attribute-from-url
    query.href = new URLSearchParams(location.search).get('next');
    client.open(query);
  });
  window.addEventListener('message', (event) => {
    // ok: js.xss.url-attribute-from-url
    event.data.href = decodeURIComponent(location.hash.slice(1));
    client.forward(event.data);
  });
}

export function describePad(client) {
  const info = { title: document.title };
  // ok: js.xss.url-attribute-from-url
  info.href = decodeURIComponent(location.hash.slice(1));
  client.save(JSON.stringify(info));
}

export function linkNext() {
  const next = new URLSearchParams(location.search).get('next');
  const link = document.createElement('a');
  // ruleid: js.xss.url-attribute-from-url
  link.href = next;
  document.body.appendChild(link);
}

export function linkFromEvent(channel) {
  const next = new URLSearchParams(location.search).get('next');
  channel.on('click', function (event) {
    // the event's target is the element
    // ruleid: js.xss.url-attribute-from-url
    event.target.href = next;
  });
}

export function linkParameter(anchor) {
  // an unknown parameter may be an element
  // ruleid: js.xss.url-attribute-from-url
  anchor.href = new URLSearchParams(location.search).get('next');
}

export class BackLink extends HTMLElement {
  connectedCallback() {
    // ruleid: js.xss.url-attribute-from-url
    this.href = new URLSearchParams(location.search).get('back');
  }
}
