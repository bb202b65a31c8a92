// what the visitor typed, trimmed for display
function searchTerms(query) {
  return String(query.q || '').trim();
}

module.exports = { searchTerms };
