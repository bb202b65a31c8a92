// A loading screen and a share box built from the page's URL. Undecoded, location.href, .search and
// .hash are percent-encoded where they could close a double-quoted attribute or open a tag.
const version = window.location.href.replace(/^.*\?([^?]*)$/, function (all, args) { return args; });
const logo = '/assets/logo.svg';

export function showLoading(box) {
  // ok: js.xss.html-from-url
  box.innerHTML = `<div class="loading"><img class="logo" src="${logo}?${version}" alt=""><span>Loading</span></div>`;
}

export function showShare(box) {
  const here = location.href.split('#')[0];
  // ok: js.xss.html-from-url
  box.insertAdjacentHTML('beforeend', '<input readonly class="share" value="' + here + '">');
  // ok: js.xss.html-from-url
  box.innerHTML = `<a class="copy" data-page="${location.hash.slice(1)}" href="/pad/#${location.hash.slice(1)}">copy</a>`;
}

export function showDecoded(box) {
  // ruleid: js.xss.html-from-url
  box.innerHTML = `<input value="${decodeURIComponent(location.hash.slice(1))}">`;
}

export function showSingleQuoted(box) {
  // a fragment keeps its `'`: it closes a single-quoted attribute
  // ruleid: js.xss.html-from-url
  box.innerHTML = `<input value='${location.hash.slice(1)}'>`;
}

export function showUnquoted(box) {
  // ruleid: js.xss.html-from-url
  box.innerHTML = '<input value=' + location.search.substring(1) + '>';
}

export function showText(box) {
  // ruleid: js.xss.html-from-url
  box.innerHTML = `<p>${location.hash.slice(1)}</p>`;
}

export function showLink(box) {
  // the whole address: `#javascript:alert(1)` runs when the link is followed
  // ruleid: js.xss.html-from-url
  box.innerHTML = `<a href="${location.hash.slice(1)}">back</a>`;
}

export function showHandler(box) {
  // ruleid: js.xss.html-from-url
  box.innerHTML = `<button onclick="go('${location.hash.slice(1)}')">go</button>`;
}
