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

function wrapLink(link) {
  const anchor = '<a href="' + link.url + '"></a>';
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

let imageRow = 0;
$('#button-image').on('click', function () {
  const language = $(this).attr('data-language');
  let html = '<tr id="image-row-' + imageRow + '">';
  html += '<td><input type="text" name="banner_image[' + language + '][' + imageRow + '][title]" value=""/></td>';
  html += '</tr>';
  // ok: js.xss.jquery-insert-html-variable
  $('#image-' + language + ' tbody').append(html);
  imageRow++;
});

function showShippingMethods(json) {
  let html = '<div class="modal"><form>';
  for (const method of json.shipping_methods) {
    html += '<label>' + method.name + ' - ' + method.cost + '</label>';
  }
  html += '</form></div>';
  // ruleid: js.xss.jquery-insert-html-variable
  $('body').append(html);
}

(function ($) {
  const getField = function getField(level, name) {
    const field = `<div class="form-row" data-level="${level}"><input name="${name}" /></div>`;
    return $(field);
  };

  $(document).on('click', '.js__add-children', function () {
    const wrapper = $(this).siblings('.children-wrapper');
    const field = getField(wrapper.data('level') + 1, wrapper.data('name'));
    // ok: js.xss.jquery-insert-html-variable
    $(wrapper).append(field);
  });
})(jQuery);

// The app's own escaper, recognised by its body whatever its name: it rewrites `&` and `<` to entities.
function esc(text) {
  return String(text ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;');
}

const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const toEntities = (value) => String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]);

// Helpers that only trim or only replace quotes escape nothing for HTML.
function clean(text) {
  return String(text).trim();
}
const quoteSafe = (text) => String(text).replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function renderTaskbarItem(options, index) {
  let h = `<div class="taskbar-item ${options.pinned ? 'pinned' : ''}" data-index="${index}"
      data-name="${esc(options.name)}" title="${esc(options.title)}" style="${options.style ? esc(options.style) : ''}">`;
  h += `<img src="${toEntities(options.icon)}">`;
  h += '</div>';
  // ok: js.xss.jquery-insert-html-variable
  $('.taskbar').append(h);
}

function renderTaskbarItemTrimmed(options) {
  const h = `<div class="taskbar-item" data-name="${clean(options.name)}"></div>`;
  // ruleid: js.xss.jquery-insert-html-variable
  $('.taskbar').append(h);
}

function renderTaskbarItemQuoted(options) {
  const h = `<div class="taskbar-item" title="${quoteSafe(options.title)}">${quoteSafe(options.name)}</div>`;
  // ruleid: js.xss.jquery-insert-html-variable
  $('.taskbar').append(h);
}

function renderTaskbarItemChoice(options) {
  const h = `<div class="taskbar-item ${options.pinned ? options.pinClass : ''}"></div>`;
  // ruleid: js.xss.jquery-insert-html-variable
  $('.taskbar').append(h);
}

function renderNotification(note) {
  const h = `<div class="notification" data-uid="${html_encode(note.uid)}">${html_encode(note.text)}</div>`;
  // ok: js.xss.jquery-insert-html-variable
  $('body').append(h);
}

// A counter the function steps is a number; a field it only reads is not known to be one.
function showToast(options) {
  window.toast_seq++;
  const h = `<div id="toast-${window.toast_seq}" class="toast">${html_encode(options.text)}</div>`;
  // ok: js.xss.jquery-insert-html-variable
  $('.toasts').prepend(h);
}

function showToastLabelled(options) {
  window.toast_seq++;
  const h = `<div id="toast-${window.toast_seq}" class="toast ${options.kind}">${html_encode(options.text)}</div>`;
  // ruleid: js.xss.jquery-insert-html-variable
  $('.toasts').prepend(h);
}
