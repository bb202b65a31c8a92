// A classic script of the same page: it calls the globals format.js and helpers.js define.
function renderPanel(panel) {
  let h = '';
  h += `<div class="panel" title="${asAttr(panel.title)}">`;
  h += `<h2>${window['site_title']} / ${window.site_title}</h2>`;
  h += `<code>${asCode(panel.snippet)}</code>`;
  h += `<p class="owner">${cellText(panel.owner)}</p>`;
  h += `<p>${safeText(panel.body)}</p>`;
  h += '</div>';
  // ok: js.xss.jquery-insert-html-variable
  $('#panels').append(h);
}

function renderTeaser(panel) {
  const h = `<p class="teaser">${shorten(panel.body)}</p>`;
  // ruleid: js.xss.jquery-insert-html-variable
  $('#teasers').append(h);
}

function renderNote(panel) {
  const h = `<p class="note">${plainText(panel.note)}</p>`;
  // ruleid: js.xss.jquery-insert-html-variable
  $('#notes').append(h);
}
