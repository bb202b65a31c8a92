// A classic script of the same page: the globals it reads are written in globals.js.
function addRow(row) {
  window.next_row_id++;
  let h = '';
  h += `<tr id="row-${window.next_row_id}" style="height:${window.toolbar_height}px">`;
  h += `<td>${asText(row.label)}</td>`;
  h += `<td>${row.hidden && '<span class="hidden-mark">hidden</span>'}</td>`;
  h += '</tr>';
  // ok: js.xss.jquery-insert-html-variable
  $('#rows').append(h);
}

function showBanner() {
  let h = '';
  h += `<div class="banner" data-row="${window.next_row_id}">${window.welcome_banner}</div>`;
  // ruleid: js.xss.jquery-insert-html-variable
  $('body').prepend(h);
}
