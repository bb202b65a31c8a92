// A module of the page's bundle that hands its helpers to the page's classic scripts as globals.
import './polyfills.js';

function cellText(value) {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// cuts long text: markup passes through
function shorten(value) {
  return String(value).slice(0, 40);
}

window['asAttr'] = function (value) {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
};

Object.assign(window, {
  cellText,
  shorten,
  asCode(value) {
    return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  },
  site_title: 'Acme Notes',
});
