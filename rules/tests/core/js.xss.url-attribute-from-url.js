// A share widget and an embed loader, as page scripts write them
export function renderReturnLink() {
  const params = new URLSearchParams(window.location.search);
  const link = document.createElement('a');
  // ruleid: js.xss.url-attribute-from-url
  link.href = params.get('returnTo');
  link.textContent = 'Back';
  document.getElementById('nav').appendChild(link);
}

export function renderSearchLink() {
  const params = new URLSearchParams(window.location.search);
  const link = document.createElement('a');
  // ok: js.xss.url-attribute-from-url
  link.href = `/search?q=${encodeURIComponent(params.get('q') || '')}`;
  document.getElementById('nav').appendChild(link);
}

export function loadPlugin() {
  const plugin = new URL(document.location.href).searchParams.get('plugin');
  const script = document.createElement('script');
  // ruleid: js.xss.url-attribute-from-url
  script.src = plugin;
  document.head.appendChild(script);
}

export function loadKnownPlugin() {
  const plugin = new URL(document.location.href).searchParams.get('plugin');
  const script = document.createElement('script');
  // ok: js.xss.url-attribute-from-url
  script.src = `https://cdn.example.com/plugins/${encodeURIComponent(plugin)}.js`;
  document.head.appendChild(script);
}

export function showAvatar() {
  const avatar = new URLSearchParams(location.search).get('avatar');
  const img = document.createElement('img');
  // an image address runs no script
  // ok: js.xss.url-attribute-from-url
  img.src = avatar;
  document.body.appendChild(img);
}

export function setFormTarget() {
  const target = decodeURIComponent(location.hash.slice(1));
  // ruleid: js.xss.url-attribute-from-url
  document.getElementById('checkout').setAttribute('action', target);
}

export function linkRecentPad(name) {
  const link = document.createElement('a');
  // the page's own address first: an http(s) link to its own origin, never javascript:
  // ok: js.xss.url-attribute-from-url
  link.setAttribute('href', `${window.location.href}p/${name}`);
  document.body.appendChild(link);
}

export function tagFeedbackLink() {
  // the survey link the server rendered, with the page's path appended as its query value
  const link = document.getElementById('feedback-link');
  // ok: js.xss.url-attribute-from-url
  link.href = link.href + window.location.pathname.substring(1);
}

export function linkFromPath() {
  const link = document.getElementById('share-link');
  // the path alone, with no address before it, can be javascript:alert(1) (/javascript:alert(1))
  // ruleid: js.xss.url-attribute-from-url
  link.href = window.location.pathname.substring(1);
}
