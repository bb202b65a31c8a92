$(function () {
  var tab = decodeURIComponent(window.location.hash.slice(1));
  // ruleid: js.xss.jquery-selector-from-url
  $(tab).addClass('active');

  var params = new URLSearchParams(location.search);
  // ruleid: js.xss.jquery-selector-from-url
  jQuery(location.search.split('=')[1]).show();

  // ok: js.xss.jquery-selector-from-url
  $('#' + CSS.escape(decodeURIComponent(window.location.hash.slice(1)))).addClass('active');

  // ok: js.xss.jquery-selector-from-url
  $(window.location.hash).addClass('active');

  // ok: js.xss.jquery-selector-from-url
  $('#results').text(params.get('q'));
});

$(function () {
  var params = new URLSearchParams(window.location.search);
  var notice = params.get('notice');
  // ruleid: js.xss.jquery-selector-from-url
  $('#banner').append(notice);

  var ref = document.referrer;
  // ruleid: js.xss.jquery-selector-from-url
  $('.footer a.back').wrap(ref);
  // ok: js.xss.jquery-selector-from-url
  $('.footer').after('<p>Back to ' + ref + '</p>');

  // ok: js.xss.jquery-selector-from-url
  $('#banner').append($('<p>').text(notice));

  // ok: js.xss.jquery-selector-from-url
  $('#banner').append(escapeHtml(params.get('notice')));
});

$(function () {
  const targetHash = window.location.hash.slice(1);
  // ok: js.xss.jquery-selector-from-url
  $(`.nav-pills button[data-bs-target="${targetHash}"]`).trigger('click');
  // ok: js.xss.jquery-selector-from-url
  $(`${window.location.hash}`).get(0).scrollIntoView();
  // ok: js.xss.jquery-selector-from-url
  $('#tab-' + targetHash).addClass('active');
  // ruleid: js.xss.jquery-selector-from-url
  $(`${targetHash}`).appendTo('#panel');
});

// the hash held whole in a local still starts with `#`: jQuery reads it as a selector only
export function openLinkedNode() {
  const id = window.location.hash;
  if (id.startsWith('#node-')) {
    // ok: js.xss.jquery-selector-from-url
    $(id).trigger('click');
  }
}

// the hash with its `#` cut off may start with `<`
export function openLinkedSection() {
  const id = decodeURIComponent(window.location.hash.slice(1));
  // ruleid: js.xss.jquery-selector-from-url
  $(id).addClass('open');
}
