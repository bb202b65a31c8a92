// A static directory-listing page: links are built from the page's own path and an
// escape()-encoded query parameter.
function getParameter(name) {
  const query = window.location.search.substring(1);
  const begin = query.indexOf(name + '=');
  if (begin === -1) return '';
  const end = query.indexOf('&', begin);
  return escape(unescape(query.substring(begin + name.length + 1, end === -1 ? query.length : end)));
}

export function renderListing(items) {
  const path = getParameter('path');
  const sortLink = location.pathname + '?path=' + path + '&sort=desc';
  // ok: js.xss.html-from-url
  document.write('<th><a href="' + sortLink + '">Name</a></th>');
  for (const item of items) {
    const link = location.pathname.substr(0, location.pathname.indexOf('?')) + '?path=' + path + item.name;
    // ok: js.xss.html-from-url
    document.getElementById('rows').insertAdjacentHTML('beforeend', `<tr><td><a href="${link}">open</a></td></tr>`);
  }
}

export function showBreadcrumb() {
  // the decoded path can hold markup again
  const crumb = decodeURIComponent(window.location.pathname);
  // ruleid: js.xss.html-from-url
  document.getElementById('crumb').innerHTML = `<b>${crumb}</b>`;
}

export function showFilter() {
  // ruleid: js.xss.html-from-url
  document.getElementById('filter').innerHTML = 'Filter: ' + unescape(location.pathname.split('/').pop());
}

export function showRaw() {
  // ruleid: js.xss.html-from-url
  document.getElementById('raw').innerHTML = 'Query: ' + new URLSearchParams(location.search).get('q');
}
