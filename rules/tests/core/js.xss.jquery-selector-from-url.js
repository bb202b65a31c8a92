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
