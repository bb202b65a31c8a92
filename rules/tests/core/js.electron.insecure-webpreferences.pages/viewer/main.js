const { app, BrowserWindow } = require('electron');
const path = require('path');

// the bundled viewer page declares a script-src without inline or remote scripts (viewer.html):
// no injected markup runs script, so the Node.js it could reach is out of its reach
function createViewerWindow() {
  const win = new BrowserWindow({
    width: 1024,
    height: 768,
    webPreferences: {
      // ok: js.electron.insecure-webpreferences
      nodeIntegration: true,
      // ok: js.electron.insecure-webpreferences
      contextIsolation: false,
    },
  });
  win.loadFile(path.join(__dirname, 'viewer.html'));
  return win;
}

app.whenReady().then(createViewerWindow);
