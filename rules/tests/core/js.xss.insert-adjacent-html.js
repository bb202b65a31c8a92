import { escapeHtml } from './escape';

export function addNotification(container, notification) {
  // ruleid: js.xss.insert-adjacent-html
  container.insertAdjacentHTML('beforeend', `<div class="toast">${notification.message}</div>`);
}

export function addNotificationSafe(container, notification) {
  // ok: js.xss.insert-adjacent-html
  container.insertAdjacentHTML('beforeend', `<div class="toast">${escapeHtml(notification.message)}</div>`);
}

export function prependBanner(header, bannerHtml) {
  // ruleid: js.xss.insert-adjacent-html
  header.insertAdjacentHTML('afterbegin', bannerHtml);
}

export function addDivider(header) {
  // ok: js.xss.insert-adjacent-html
  header.insertAdjacentHTML('afterend', '<hr class="divider">');
}
