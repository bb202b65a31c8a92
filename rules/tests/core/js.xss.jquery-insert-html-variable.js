/* global $, DOMPurify */

function addComment(comment) {
  const item = '<li class="comment"><b>' + comment.author + '</b>: ' + comment.body + '</li>';
  // ruleid: js.xss.jquery-insert-html-variable
  $('#comments li:last').after(item);
}

function addCommentSafe(comment) {
  const item = $('<li class="comment">').append($('<b>').text(comment.author), document.createTextNode(': ' + comment.body));
  // ok: js.xss.jquery-insert-html-variable
  $('#comments li:last').after(item);
}

function renderOrders(orders) {
  let rows = '';
  orders.forEach((order) => {
    rows += `<tr><td>${order.customerName}</td><td>${order.status}</td></tr>`;
  });
  // ruleid: js.xss.jquery-insert-html-variable
  $('#orders tbody').append(rows);
}

function renderOrdersEscaped(orders) {
  let rows = '';
  orders.forEach((order) => {
    rows += `<tr><td>${escapeHtml(order.customerName)}</td><td>${escapeHtml(order.status)}</td></tr>`;
  });
  // ok: js.xss.jquery-insert-html-variable
  $('#orders tbody').append(rows);
}

function replaceCard($card, profile) {
  let markup = `<div class="card"><h3>${profile.displayName}</h3><p>${profile.bio}</p></div>`;
  markup = DOMPurify.sanitize(markup);
  // ok: js.xss.jquery-insert-html-variable
  $card.replaceWith(markup);
}

function wrapLink(url) {
  const anchor = '<a href="' + url + '"></a>';
  // ruleid: js.xss.jquery-insert-html-variable
  $('.preview img').wrap(anchor);
}

function moveRow($row) {
  const target = $('#archive tbody');
  // ok: js.xss.jquery-insert-html-variable
  target.append($row);
  const divider = '<hr class="divider">';
  // ok: js.xss.jquery-insert-html-variable
  $row.before(divider);
}
