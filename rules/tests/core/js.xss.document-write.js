(function legacyWidget() {
  var params = new URLSearchParams(window.location.search);
  var cdn = window.WIDGET_CDN || 'https://cdn.example.com';

  // ruleid: js.xss.document-write
  document.write('<p class="welcome">Welcome back, ' + params.get('name') + '</p>');

  // ok: js.xss.document-write
  document.write('<p class="loading">Loading…</p>');

  // ruleid: js.xss.document-write
  document.writeln(`<script src="${cdn}/widget.js"></script>`);

  var el = document.getElementById('welcome');
  // ok: js.xss.document-write
  el.textContent = 'Welcome back, ' + params.get('name');
})();
