// A classic script of the same page: it imports nothing and calls the page's globals.
function renderRecent(items) {
  let html = '';
  items.forEach((item) => {
    html += `<li><a href="${asText(item.url)}">${asText(item.title)}</a></li>`;
  });
  // ok: js.xss.jquery-insert-html-variable
  $('#recent').append(html);
}

function renderTags(tags) {
  let html = '';
  tags.forEach((tag) => {
    html += `<li class="tag">${tidyLabel(tag.label)}</li>`;
  });
  // ruleid: js.xss.jquery-insert-html-variable
  $('#tags').append(html);
}
