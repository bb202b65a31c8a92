// Embedded help widget: talks to the parent page that frames it.
const status = document.getElementById('status');

// ruleid: js.postmessage.listener-without-origin-check
window.addEventListener('message', (event) => {
  status.innerHTML = event.data.html;
});

// ok: js.postmessage.listener-without-origin-check
window.addEventListener('message', (event) => {
  if (event.origin !== 'https://app.example.com') return;
  status.textContent = event.data.text;
});

function receiveMessage(e) {
  document.getElementById('message').innerHTML = e.data;
}
// ruleid: js.postmessage.listener-without-origin-check
window.addEventListener('message', receiveMessage);

const TRUSTED = new Set(['https://app.example.com', 'https://admin.example.com']);
function onParentMessage(e) {
  if (!TRUSTED.has(e.origin)) return;
  applyTheme(e.data.theme);
}
// ok: js.postmessage.listener-without-origin-check
window.addEventListener('message', onParentMessage);

// ok: js.postmessage.listener-without-origin-check
window.addEventListener('resize', () => status.classList.toggle('narrow', window.innerWidth < 600));
