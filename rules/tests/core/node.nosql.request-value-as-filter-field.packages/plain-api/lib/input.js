const KEY_PATTERN = /^[-A-Za-z0-9._:]+$/;

// a setting key: a plain string of a fixed alphabet, trimmed, or an error
function requireKey(value) {
  if (typeof value !== 'string') {
    throw new Error('Invalid key');
  }
  const key = value.trim();
  if (!KEY_PATTERN.test(key)) {
    throw new Error('Invalid key');
  }
  return key;
}

module.exports = { requireKey };
