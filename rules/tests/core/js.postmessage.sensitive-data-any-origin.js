export function sendSession(frame, session) {
  // ruleid: js.postmessage.sensitive-data-any-origin
  frame.contentWindow.postMessage({ type: 'auth', token: session.accessToken }, '*');
}

export function sendSessionSafely(frame, session) {
  // ok: js.postmessage.sensitive-data-any-origin
  frame.contentWindow.postMessage({ type: 'auth', token: session.accessToken }, 'https://widgets.example.com');
}

export function shareStoredJwt(receiver) {
  // ruleid: js.postmessage.sensitive-data-any-origin
  receiver.postMessage(localStorage.getItem('JWTSessionID'), '*');
}

export function announceHeight() {
  // ok: js.postmessage.sensitive-data-any-origin
  window.parent.postMessage({ type: 'resize', height: document.body.scrollHeight }, '*');
}
