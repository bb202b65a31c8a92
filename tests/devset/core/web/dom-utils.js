// Small DOM helpers shared by the storefront pages (no framework).
import DOMPurify from 'dompurify';

const API_ORIGIN = window.__CONFIG__?.apiOrigin ?? 'https://api.shop.example';

export function escapeHtml(value) {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function renderCart(container, items) {
  const rows = items
    .map((item) => `<li data-sku="${escapeHtml(item.sku)}">${escapeHtml(item.name)} × ${Number(item.qty)}</li>`)
    .join('');
  container.innerHTML = `<ul class="cart">${rows}</ul>`;
}

export function renderReview(container, review) {
  const article = document.createElement('article');
  const title = document.createElement('h3');
  title.textContent = review.title;
  // ruleid: js.xss.inner-html-assignment
  article.innerHTML = review.bodyHtml;
  article.prepend(title);
  container.appendChild(article);
}

export function renderDescription(container, html) {
  container.innerHTML = DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

export function showNotice(container, message) {
  // ruleid: js.xss.insert-adjacent-html
  container.insertAdjacentHTML('afterbegin', `<div class="notice">${message}</div>`);
}

export function clearNotices(container) {
  container.innerHTML = '';
}

export function searchTerm() {
  const params = new URLSearchParams(window.location.search);
  return params.get('q') ?? '';
}

export function continueAfterLogin() {
  const params = new URLSearchParams(window.location.search);
  // ruleid: js.redirect.location-from-url
  window.location.href = params.get('returnTo') || '/account';
}

export function goToProduct(slug) {
  window.location.href = `/products/${encodeURIComponent(slug)}`;
}

export async function loadRecommendations(sessionId) {
  const res = await fetch(`${API_ORIGIN}/recommendations?session=${encodeURIComponent(sessionId)}`, {
    credentials: 'include',
  });
  return res.json();
}

export async function sendAnalytics(event) {
  // ruleid: js.transport.cleartext-http-request
  await fetch('http://collector.shop-analytics.net/v1/events', { method: 'POST', body: JSON.stringify(event), keepalive: true });
}

export function newCartId() {
  return `cart-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export function newCheckoutNonce() {
  // ruleid: js.random.math-random-token
  const nonce = Math.random().toString(36).substring(2);
  sessionStorage.setItem('checkout-nonce', nonce);
  return nonce;
}

export function debounce(fn, wait = 200) {
  let timer;
  return (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), wait);
  };
}

export function matchAll(pattern, text) {
  const found = [];
  let m;
  while ((m = pattern.exec(text)) !== null) found.push(m[0]);
  return found;
}
