// Loaded by a <script> tag before the page's other scripts: its helpers are globals.
window.asText = function (value) {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
};

// only trims and drops quotes: markup passes through
window.tidyLabel = function (value) {
  return String(value).trim().replace(/"/g, '');
};
