// The new pages' copy of the shared helpers (loaded by a <script> tag).
window.safeText = (value) => String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// the new pages render plain text with CSS: this one only trims
window.plainText = (value) => String(value).trim();
