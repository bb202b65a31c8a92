// Checkout page: the payment frame reports back with window messages.
function onPaymentMessage(event) {
  const { redirectUrl } = event.data;
  window.location.href = redirectUrl;
}

export function notifyOpener(orderId) {
  window.opener.postMessage({ type: 'order-complete', orderId }, window.location.origin);
}

// ruleid: js.postmessage.listener-without-origin-check
self.addEventListener('message', onPaymentMessage);
