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

export function handBackSession(session) {
  // The embed can only talk to the page that frames it: the companion rule reports this, at low.
  // ok: js.postmessage.sensitive-data-any-origin
  window.parent.postMessage({ type: 'embed:session', token: session.accessToken }, '*');
}

export function openerHandoff(session) {
  // ruleid: js.postmessage.sensitive-data-any-origin
  window.opener.postMessage({ type: 'oauth', token: session.accessToken }, '*');
}

export function announceLogout(popup) {
  // a message of constants names the session but holds none of it
  // ok: js.postmessage.sensitive-data-any-origin
  popup.postMessage({ type: 'session-expired', reason: 'logout' }, '*');
}

export function handOver(popup, auth) {
  const payload = { type: 'session', accessToken: auth.accessToken };
  // ruleid: js.postmessage.sensitive-data-any-origin
  popup.postMessage({ ...payload, sessionId: auth.id }, '*');
}

export function connectBrowserExtension(connectionString) {
  // The extension's content script listens on this very window: the message never leaves the page.
  // ok: js.postmessage.sensitive-data-any-origin
  window.postMessage({ type: 'connect-extension', apiKey: connectionString }, '*');
}

export function reportExchangeFailure(iframeWindow, lastError) {
  // a result message: its type names the token exchange, it carries only the failure's text
  // ok: js.postmessage.sensitive-data-any-origin
  iframeWindow?.postMessage({ type: 'token-exchange-result', success: false, error: `Exchange failed: ${lastError.message}` }, '*');
}

export function forwardExchangedTokens(iframeWindow, response) {
  // ruleid: js.postmessage.sensitive-data-any-origin
  iframeWindow?.postMessage({ type: 'token-exchange-result', success: true, tokens: response.tokens }, '*');
}
