const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function textOf(value) {
  return String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

export function oneLine(value) {
  return String(value).replace(/\n/g, ' ');
}
