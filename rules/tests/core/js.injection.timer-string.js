import { showToast, refreshWidget } from './ui';

export function notify(message) {
  // ruleid: js.injection.timer-string
  setTimeout(`showToast('${message}')`, 500);
}

export function notifySafe(message) {
  // ok: js.injection.timer-string
  setTimeout(() => showToast(message), 500);
}

export function startPolling(widgetId) {
  // ruleid: js.injection.timer-string
  return window.setInterval('refreshWidget(' + widgetId + ')', 30000);
}

export function startPollingSafe(widgetId) {
  // ok: js.injection.timer-string
  return window.setInterval(refreshWidget, 30000, widgetId);
}
