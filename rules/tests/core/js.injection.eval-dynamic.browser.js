// Page scripts: the address bar is the attacker's, a string of it handed to eval or a timer runs
export function runQueuedAction() {
  const params = new URLSearchParams(window.location.search);
  const action = params.get('action');
  if (action) {
    // ruleid: js.injection.eval-dynamic
    setTimeout(action, 0);
  }
}

export function runHashCommand() {
  const command = decodeURIComponent(location.hash.slice(1));
  // ruleid: js.injection.eval-dynamic
  eval(command);
}

export function scheduleRefresh() {
  const params = new URLSearchParams(window.location.search);
  const delay = Number(params.get('delay')) || 1000;
  const refresh = () => document.dispatchEvent(new Event('refresh'));
  // ok: js.injection.eval-dynamic
  setTimeout(refresh, delay);
}

export function pickHandler() {
  const params = new URLSearchParams(window.location.search);
  const handlers = { open: () => openPanel(), close: () => closePanel() };
  const name = params.get('panel') === 'close' ? 'close' : 'open';
  // ok: js.injection.eval-dynamic
  setTimeout(handlers[name], 0);
}

function openPanel() {}
function closePanel() {}

export function runSnippet() {
  const snippet = window.prompt('Code to run:');
  if (snippet) {
    // ruleid: js.injection.eval-dynamic
    eval(snippet);
  }
}
