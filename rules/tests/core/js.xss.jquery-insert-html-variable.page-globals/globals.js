// The page's shared state, loaded first by a <script> tag.
window.next_row_id = 0;
window.toolbar_height = 48;
window.welcome_banner = '';

window.loadBanner = async function () {
  const response = await fetch('/api/banner');
  window.welcome_banner = (await response.json()).text;
};
