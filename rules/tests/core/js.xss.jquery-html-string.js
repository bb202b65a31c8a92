/* global $ */

function renderHits(hits) {
  const $list = $('#results').empty();
  hits.forEach((hit) => {
    // ruleid: js.xss.jquery-html-string
    $list.append(`<li class="hit"><a href="${hit.url}">${hit.title}</a></li>`);
  });
}

function renderHitsSafe(hits) {
  const $list = $('#results').empty();
  hits.forEach((hit) => {
    // ok: js.xss.jquery-html-string
    $list.append($('<li class="hit">').append($('<a>').attr('href', hit.url).text(hit.title)));
  });
}

function orderRow(order) {
  // ruleid: js.xss.jquery-html-string
  return $('<tr><td>' + order.customerName + '</td><td>' + order.total + '</td></tr>');
}

function emptyState() {
  // ok: js.xss.jquery-html-string
  $('#results').append('<li class="empty">No results</li>');
}
