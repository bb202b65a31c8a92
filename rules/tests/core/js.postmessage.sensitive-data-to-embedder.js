// An embeddable comments widget (served in an iframe on customers' sites).
import { getSession } from './session';

export function announceReady(session) {
  // Any site that may frame the widget receives the token: report it, at low.
  // ruleid: js.postmessage.sensitive-data-to-embedder
  window.parent.postMessage({ type: 'widget:ready', token: session.accessToken }, '*');
}

export function announceReadyToTop() {
  // ruleid: js.postmessage.sensitive-data-to-embedder
  top.postMessage({ type: 'widget:session', session: getSession() }, '*');
}

export function announceReadyToKnownHost(session, hostOrigin) {
  // ok: js.postmessage.sensitive-data-to-embedder
  window.parent.postMessage({ type: 'widget:ready', token: session.accessToken }, hostOrigin);
}

export function resize() {
  // Nothing sensitive: the height of the widget.
  // ok: js.postmessage.sensitive-data-to-embedder
  window.parent.postMessage({ type: 'widget:resize', height: document.body.scrollHeight }, '*');
}

export function sendToChildFrame(frame, session) {
  // Another window that may have navigated anywhere: the any-origin rule's, not this one.
  // ok: js.postmessage.sensitive-data-to-embedder
  frame.contentWindow.postMessage({ token: session.accessToken }, '*');
}

const MESSAGE_TYPES = { REQUEST_SESSION: 'widget:request-session', SESSION_CLEARED: 'widget:session-cleared' };

export function requestSession() {
  // asks the embedder for a session: the message is its type alone
  // ok: js.postmessage.sensitive-data-to-embedder
  window.parent.postMessage({ type: MESSAGE_TYPES.REQUEST_SESSION }, '*');
}

export function handBackRefreshed(session) {
  const { refreshToken } = session;
  // ruleid: js.postmessage.sensitive-data-to-embedder
  window.parent.postMessage({ type: MESSAGE_TYPES.SESSION_CLEARED, refreshToken }, '*');
}
